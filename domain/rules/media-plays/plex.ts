import { plexPayloadSchema } from '../../schemas/media-servers';
import { idsFrom, playOf, type PlayEvent, type ReadBody } from './play';

const LEGACY_TVDB_GUID = /^com\.plexapp\.agents\.thetvdb:\/\/(\d+)\//;

function eventOf(event: string): { event: PlayEvent; why?: string } {
  if (event === 'media.scrobble') return { event: 'finished' };
  if (event === 'media.stop') return { event: 'stopped' };
  return { event: 'ignored', why: `${event} is not a finished or stopped play` };
}

/** `imdb://tt0090728` → ['imdb', 'tt0090728']. */
const guidPair = (id: string) => {
  const [scheme = '', value = ''] = id.split('://', 2);
  return [scheme, value] as const;
};

/** The `payload` of a Plex webhook (Plex Pass), already parsed from JSON. Plex sends no time of the event. */
export function readPlexPayload(json: unknown, now: Date): ReadBody {
  const parsed = plexPayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'This is not the payload of a Plex webhook' };
  const body = parsed.data;
  const { event, why } = eventOf(body.event);
  const item = body.Metadata;
  if (!item && event !== 'ignored')
    return { ok: false, message: `The Plex ${body.event} event has no Metadata` };
  const legacySeries = LEGACY_TVDB_GUID.exec(item?.guid ?? '')?.[1];
  const read = playOf(
    'plex',
    event,
    body.Account?.title,
    {
      type: item?.type,
      title: item?.title,
      year: item?.year,
      seriesName: item?.grandparentTitle,
      seasonNumber: item?.parentIndex,
      episodeNumber: item?.index,
      ids: idsFrom((item?.Guid ?? []).map((guid) => guidPair(guid.id))),
    },
    now.toISOString(),
    why,
  );
  if (!read.ok || legacySeries === undefined) return read;
  return { ok: true, play: { ...read.play, plexLegacySeries: legacySeries } };
}
