import { vi } from 'vitest';
import type { LibraryItem, Season, WatchInstance } from '#domain/schemas/library';
import type { MediaServerActivity } from '#domain/schemas/media-servers';
import type { ApiHarness } from '../../test-support/api-harness';
import { defaultFakeFixtures, type FakeEpisodeIds } from '../../test-support/fake-film-fixtures';
import { startFakeFilmServer, type FakeFilmServer } from '../../test-support/fake-film-server';
import { MEDIA_SERVER_TITLES } from '../../test-support/fake-media-server-titles';
import { overview, postWebhook } from './media-servers-test-support';

/** Harbor Lights on the fake TMDb: its season 1 has 8 episodes. */
export const HARBOR_LIGHTS = 210077;

/** The TVDB id of a Harbor Lights episode, its own as a media server sends it on the episode's play (invented). */
const episodeTvdbId = (season: number, episode: number) => 7_700_000 + season * 100 + episode;

const HARBOR_LIGHTS_EPISODE_IDS: FakeEpisodeIds[] = Array.from({ length: 8 }, (_, index) => ({
  show_id: HARBOR_LIGHTS,
  season_number: 1,
  episode_number: index + 1,
  tvdb_id: episodeTvdbId(1, index + 1),
  imdb_id: null,
}));

/** The fake TMDb with the media servers' titles, whose `/find` also knows Harbor Lights' season 1 by TVDB id. */
export const startRecordingFilmServer = (): Promise<FakeFilmServer> =>
  startFakeFilmServer({
    fixtures: defaultFakeFixtures({
      ...MEDIA_SERVER_TITLES,
      episodeIds: [...MEDIA_SERVER_TITLES.episodeIds, ...HARBOR_LIGHTS_EPISODE_IDS],
    }),
  });

export type Item = { movie: number; title: string } | { episode: [season: number, episode: number] };

/** A Jellyfin webhook body ("Send All Properties") of `user`'s play, finished unless said. */
export function jellyfinPlay(
  user: string,
  item: Item,
  at: string,
  event: 'finished' | 'stopped' | 'unplayed' = 'finished',
): string {
  const what =
    'movie' in item
      ? { ItemType: 'Movie', Name: item.title, ...(item.movie > 0 && { Provider_tmdb: String(item.movie) }) }
      : {
          ItemType: 'Episode',
          Name: `Episode ${item.episode[1]}`,
          SeriesName: 'Harbor Lights',
          SeasonNumber: item.episode[0],
          EpisodeNumber: item.episode[1],
          Provider_tvdb: String(episodeTvdbId(...item.episode)),
        };
  const how =
    event === 'unplayed'
      ? { NotificationType: 'UserDataSaved', SaveReason: 'TogglePlayed', Played: false }
      : { NotificationType: 'PlaybackStop', PlayedToCompletion: event === 'finished' };
  return JSON.stringify({ ...how, NotificationUsername: user, UtcTimestamp: at, ...what });
}

/** Posts a play to the Jellyfin address; answers the webhook's outcome. */
export async function send(api: ApiHarness, path: string, body: string): Promise<string | undefined> {
  const answer = await postWebhook(api, path, body, 'text/plain; charset=utf-8');
  if (answer.status !== 200) throw new Error(`webhook: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.outcome;
}

/** The activity once no play is left 'Received' (recording runs after the webhook answered). */
export const recorded = (api: ApiHarness): Promise<MediaServerActivity[]> =>
  vi.waitFor(
    async () => {
      const { activity } = await overview(api);
      if (activity.some((event) => event.outcome === 'Received')) throw new Error('still recording');
      return activity;
    },
    { timeout: 10_000, interval: 20 },
  );

/** The latest event's activity entry, once recorded. */
export const latest = async (api: ApiHarness): Promise<MediaServerActivity> => {
  const [event] = await recorded(api);
  if (!event) throw new Error('no event');
  return event;
};

async function read<T>(api: ApiHarness, path: string): Promise<T> {
  const response = await api.request('GET', path);
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${response.text}`);
  return response.body as T;
}

export const libraryItem = async (api: ApiHarness, tmdbId: number): Promise<LibraryItem | undefined> =>
  (await read<LibraryItem[]>(api, '/api/library')).find((item) => item.tmdbId === tmdbId);

export const viewingsOf = (api: ApiHarness, itemId: number): Promise<WatchInstance[]> =>
  read<WatchInstance[]>(api, `/api/watch-instances/${itemId}`);

export const seasonsOf = (api: ApiHarness, itemId: number): Promise<Season[]> =>
  read<Season[]>(api, `/api/seasons/${itemId}`);
