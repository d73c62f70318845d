import { jellyfinBodySchema } from '../../schemas/media-servers';
import { idsFrom, instantOr, playOf, type PlayEvent, type ReadBody } from './play';

const FINISH_REASONS = new Set(['PlaybackFinished', 'TogglePlayed']);
const PROVIDER_PREFIX = 'provider_';

function eventOf(body: {
  NotificationType: string;
  PlayedToCompletion?: boolean | null;
  Played?: boolean | null;
  SaveReason?: string | null;
}): { event: PlayEvent; why?: string } {
  const type = body.NotificationType;
  if (type === 'PlaybackStop') return { event: body.PlayedToCompletion === true ? 'finished' : 'stopped' };
  if (type === 'UserDataSaved' && body.SaveReason && FINISH_REASONS.has(body.SaveReason)) {
    if (body.Played === true) return { event: 'finished' };
    if (body.SaveReason === 'TogglePlayed' && body.Played === false) return { event: 'unplayed' };
  }
  const reason = type === 'UserDataSaved' && body.SaveReason ? ` (${body.SaveReason})` : '';
  return { event: 'ignored', why: `${type}${reason} is not a finished or stopped play` };
}

/** A body of Jellyfin's webhook plugin ("Send All Properties": one flat object, `Provider_*` ids). */
export function readJellyfinBody(json: unknown, now: Date): ReadBody {
  const parsed = jellyfinBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'This is not a body of the Jellyfin webhook plugin' };
  const body = parsed.data;
  const { event, why } = eventOf(body);
  const providers = Object.entries(body)
    .filter(([name]) => name.toLowerCase().startsWith(PROVIDER_PREFIX))
    .map(([name, value]) => [name.slice(PROVIDER_PREFIX.length), value] as const);
  return playOf(
    'jellyfin',
    event,
    body.NotificationUsername,
    {
      type: body.ItemType,
      title: body.Name,
      year: body.Year,
      seriesName: body.SeriesName,
      seasonNumber: body.SeasonNumber,
      episodeNumber: body.EpisodeNumber,
      ids: idsFrom(providers),
    },
    instantOr(body.UtcTimestamp, now),
    why,
  );
}
