import { z } from 'zod';
import type { ExternalRatings } from '#domain/schemas/film';
import type { Clock } from '../clock';
import type { DailyQuota } from './daily-quota';
import type { FilmDataLogger, RatingsLookup } from './film-data';
import { parseJsonBody, upstreamBadAnswer, upstreamGet, type UpstreamHttpOptions } from './http';
import { UpstreamError } from './upstream-error';

export interface OmdbOptions {
  /** e.g. https://www.omdbapi.com */
  baseUrl: string;
  apiKey: string;
  clock: Clock;
  logger: FilmDataLogger;
  http?: UpstreamHttpOptions;
  /** The day's allowance of calls (OMDb's free key: 1,000 a day); absent: unrationed. */
  quota?: DailyQuota;
}

/** OMDb's quota is daily and its 401 does not say when it resets: rest a while rather than hammer it. */
const PAUSE_AFTER_REFUSAL_MS = 60 * 60 * 1000;

const omdbAnswerSchema = z.looseObject({
  Response: z.string(),
  Error: z.string().optional(),
  imdbRating: z.string().optional(),
  imdbVotes: z.string().optional(),
  Metascore: z.string().optional(),
  Ratings: z.array(z.looseObject({ Source: z.string(), Value: z.string() })).catch([]),
});

/** OMDb's values are strings, "N/A" when missing: "7.8", "1,234,567", "93%", "74/100". */
function numberOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*([\d,]+(?:\.\d+)?)/.exec(value);
  if (!match?.[1]) return null;
  const number = Number(match[1].replaceAll(',', ''));
  return Number.isFinite(number) ? number : null;
}

const intOf = (value: string | undefined) => {
  const number = numberOf(value);
  return number === null ? null : Math.round(number);
};

/** OMDb's own word that the key's calls for today are spent (a 401, sometimes a 200, with this Error). */
const isLimitReached = (reason: string | undefined) => /request limit reached/i.test(reason ?? '');

const QUOTA_SPENT_MESSAGE = "The ratings service (OMDb) has used up today's allowance of calls.";

function refusalReason(body: Buffer): string {
  try {
    const answer = omdbAnswerSchema.safeParse(JSON.parse(body.toString('utf8')));
    return answer.success ? (answer.data.Error ?? '') : '';
  } catch {
    return '';
  }
}

/** IMDb, Metacritic and Rotten Tomatoes ratings from OMDb, by IMDb id. */
export function createOmdbRatings(
  options: OmdbOptions,
): (title: RatingsLookup) => Promise<ExternalRatings | null> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let pausedUntil = 0;
  let refusalLogged = false;
  let limitLogged = false;

  return async ({ imdbId }) => {
    if (imdbId === null) return null;
    const logUrl = `${baseUrl}/?i=${encodeURIComponent(imdbId)}`;
    if (options.clock.now().getTime() < pausedUntil) {
      throw upstreamBadAnswer('omdb', 'refused our API key', `paused after a refusal: ${logUrl}`);
    }
    if (options.quota && !options.quota.take()) {
      throw new UpstreamError('omdb', 503, QUOTA_SPENT_MESSAGE, `daily quota spent: ${logUrl}`);
    }
    /** OMDb counts the calls itself: when it says they ran out, none is made again today (unrationed: this hour). */
    const limitReached = (): UpstreamError => {
      if (options.quota) options.quota.exhaust();
      else pausedUntil = options.clock.now().getTime() + PAUSE_AFTER_REFUSAL_MS;
      if (!limitLogged) {
        limitLogged = true;
        options.logger.warn(
          {},
          "OMDb says today's calls are used up: ratings are kept as they are until tomorrow",
        );
      }
      return new UpstreamError('omdb', 503, QUOTA_SPENT_MESSAGE, `request limit reached: ${logUrl}`);
    };
    const query = new URLSearchParams({ apikey: options.apiKey, i: imdbId });
    const response = await upstreamGet('omdb', `${baseUrl}/?${query.toString()}`, logUrl, {}, options.http);
    if (response.status === 401) {
      const reason = refusalReason(response.body);
      if (isLimitReached(reason)) throw limitReached();
      pausedUntil = options.clock.now().getTime() + PAUSE_AFTER_REFUSAL_MS;
      if (!refusalLogged) {
        refusalLogged = true;
        options.logger.warn(
          { reason },
          'OMDb refused our key (invalid, or daily quota used up): no IMDb ratings',
        );
      }
      throw upstreamBadAnswer('omdb', 'refused our API key', `401 ${reason}: ${logUrl}`);
    }
    if (response.status !== 200) {
      throw upstreamBadAnswer('omdb', 'answered with an error', `${response.status} from ${logUrl}`);
    }
    const parsed = omdbAnswerSchema.safeParse(parseJsonBody('omdb', response, logUrl));
    if (!parsed.success) throw upstreamBadAnswer('omdb', 'sent an answer we could not read', logUrl);
    const answer = parsed.data;
    if (answer.Response !== 'True') {
      if (isLimitReached(answer.Error)) throw limitReached();
      // "Incorrect IMDb ID." is a definite "no ratings", worth caching; "Error getting data." is a hiccup.
      if (/incorrect imdb id|not found/i.test(answer.Error ?? '')) return null;
      throw upstreamBadAnswer(
        'omdb',
        'answered with an error',
        `${answer.Error ?? 'no error text'}: ${logUrl}`,
      );
    }
    const fromList = (source: string) => answer.Ratings.find((rating) => rating.Source === source)?.Value;
    return {
      imdbRating: numberOf(answer.imdbRating) ?? numberOf(fromList('Internet Movie Database')),
      imdbVotes: intOf(answer.imdbVotes),
      metascore: intOf(answer.Metascore) ?? intOf(fromList('Metacritic')),
      rtTomatometer: intOf(fromList('Rotten Tomatoes')),
    };
  };
}
