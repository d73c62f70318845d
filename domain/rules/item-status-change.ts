import type { ItemStatus } from '../schemas/library';

/** An item's status and the dates its changes write. */
export interface ItemStatusDates {
  status: ItemStatus;
  dateStarted: string | null;
  dateFinished: string | null;
  finishedDate: string | null;
}

/**
 * What a status change writes, `when` being the moment it stands for: `watching` sets dateStarted the first time;
 * `watched` sets dateFinished and finishedDate, kept when the item was watched already with a finish date;
 * `to_watch` ('Mark as Unwatched') clears both finish dates.
 */
export function statusChange(item: ItemStatusDates, status: ItemStatus, when: string): ItemStatusDates {
  const { dateStarted, dateFinished, finishedDate } = item;
  if (status === 'watching') return { status, dateStarted: dateStarted ?? when, dateFinished, finishedDate };
  if (status === 'to_watch') return { status, dateStarted, dateFinished: null, finishedDate: null };
  if (item.status === 'watched' && dateFinished !== null)
    return { status, dateStarted, dateFinished, finishedDate };
  return { status, dateStarted, dateFinished: when, finishedDate: when };
}
