import { describe, expect, it } from 'vitest';
import { calendarQueries } from './api/calendar';
import { libraryQueries } from './api/library';
import { searchQueries } from './api/search';
import { seasonQueries } from './api/seasons';
import { settingsQueries } from './api/settings';
import { statisticsQueries } from './api/statistics';
import { titleQueries } from './api/titles';
import { viewingQueries } from './api/viewings';
import { verifyQueryKey } from './session';
import { answeredThisVisit, isKeptQuery } from './offline-queries';

const answered = (queryKey: readonly unknown[]) => ({ queryKey, state: { data: { answer: true } } });

describe('what is kept for an offline start', () => {
  it('keeps the library, title details, viewings, seasons, settings, recaps, Up Next and Coming Soon, by their factories’ keys', () => {
    for (const { queryKey } of [
      libraryQueries.cards(),
      libraryQueries.item(3),
      libraryQueries.seasonRollup(3),
      titleQueries.details('movie', 603),
      titleQueries.credits('tv', 1396),
      viewingQueries.ofItem(3),
      seasonQueries.ofItem(3),
      settingsQueries.current(),
      statisticsQueries.recap('ytd', null),
      calendarQueries.upNext(),
      calendarQueries.comingSoon(),
    ]) {
      expect(isKeptQuery(answered(queryKey)), JSON.stringify(queryKey)).toBe(true);
    }
  });

  it("never the session check, searches or the calendar feed's key, nor a query without an answer", () => {
    expect(isKeptQuery(answered(verifyQueryKey))).toBe(false);
    expect(isKeptQuery(answered(calendarQueries.feed().queryKey))).toBe(false);
    expect(isKeptQuery(answered(searchQueries.combined('matrix').queryKey))).toBe(false);
    expect(isKeptQuery({ queryKey: libraryQueries.cards().queryKey, state: { data: undefined } })).toBe(
      false,
    );
  });
});

describe('an answer of this visit', () => {
  it('is one fetched since the page opened, not one restored from an earlier visit’s copy', () => {
    expect(answeredThisVisit(Date.now())).toBe(true);
    expect(answeredThisVisit(performance.timeOrigin - 60_000)).toBe(false);
    expect(answeredThisVisit(0)).toBe(false);
  });
});
