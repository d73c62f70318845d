import { embyBodySchema } from '../../schemas/media-servers';
import { idsFrom, instantOr, playOf, type PlayEvent, type ReadBody } from './play';

function eventOf(
  event: string,
  playedToCompletion: boolean | null | undefined,
): { event: PlayEvent; why?: string } {
  if (event === 'playback.stop') return { event: playedToCompletion === true ? 'finished' : 'stopped' };
  if (event === 'item.markplayed') return { event: 'finished' };
  if (event === 'item.markunplayed') return { event: 'unplayed' };
  if (event === 'system.notificationtest') return { event: 'test' };
  return { event: 'ignored', why: `${event} is not a finished or stopped play` };
}

/** An Emby webhook's JSON (the body itself, or its multipart `data` part), already parsed. */
export function readEmbyBody(json: unknown, now: Date): ReadBody {
  const parsed = embyBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'This is not a body of an Emby webhook' };
  const body = parsed.data;
  const { event, why } = eventOf(body.Event, body.PlaybackInfo?.PlayedToCompletion);
  const item = body.Item;
  if (!item && event !== 'ignored' && event !== 'test') {
    return { ok: false, message: `The Emby ${body.Event} event has no Item` };
  }
  return playOf(
    'emby',
    event,
    body.User?.Name,
    {
      type: item?.Type,
      title: item?.Name,
      year: item?.ProductionYear,
      seriesName: item?.SeriesName,
      seasonNumber: item?.ParentIndexNumber,
      episodeNumber: item?.IndexNumber,
      ids: idsFrom(Object.entries(item?.ProviderIds ?? {})),
    },
    instantOr(body.Date, now),
    why,
  );
}
