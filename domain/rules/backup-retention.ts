import { format, parseISO, startOfISOWeek } from 'date-fns';

export const DAILY_BACKUPS_KEPT = 7;
export const WEEKLY_BACKUPS_KEPT = 4;

export interface BackupSnapshot {
  /** The file's name; names of one day sort in the order the snapshots were taken. */
  name: string;
  /** The household's calendar day it was taken, YYYY-MM-DD. */
  day: string;
  /** Taken by hand (`npm run backup`) rather than by the daily schedule. */
  manual?: boolean;
}

/**
 * Which database snapshots to keep: the newest of each of the 7 most recent days that have one, every snapshot taken
 * by hand on those days, and the newest of each of the 4 most recent weeks (Monday to Sunday) that have one. A
 * snapshot may count for several; everything else may be deleted. Days and weeks without a snapshot (the server was
 * off) do not use up a place.
 */
export function backupsToKeep(snapshots: readonly BackupSnapshot[]): Set<string> {
  const newestFirst = [...snapshots].sort(
    (a, b) => b.day.localeCompare(a.day) || b.name.localeCompare(a.name),
  );
  const newestOfDay = new Map<string, string>();
  const newestOfWeek = new Map<string, string>();
  for (const { name, day } of newestFirst) {
    if (!newestOfDay.has(day)) newestOfDay.set(day, name);
    const week = format(startOfISOWeek(parseISO(day)), 'yyyy-MM-dd');
    if (!newestOfWeek.has(week)) newestOfWeek.set(week, name);
  }
  const recentDays = new Set([...newestOfDay.keys()].slice(0, DAILY_BACKUPS_KEPT));
  return new Set([
    ...[...newestOfDay.values()].slice(0, DAILY_BACKUPS_KEPT),
    ...snapshots.filter(({ manual, day }) => manual === true && recentDays.has(day)).map(({ name }) => name),
    ...[...newestOfWeek.values()].slice(0, WEEKLY_BACKUPS_KEPT),
  ]);
}
