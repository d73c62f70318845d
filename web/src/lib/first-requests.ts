import { fetchEarly } from './api-client';
import { QUICK_ANSWER_TIMEOUT_MS } from './server-reach';

export const SESSION_CHECK_PATH = '/api/auth/verify';
export const LIBRARY_CARDS_PATH = '/api/library/cards';
export const UP_NEXT_PATH = '/api/up-next';

/**
 * The requests of a signed-in device's first screen: the session check, the library's cards and Up Next (the row
 * above the home's sections, which would push them down if it came after them). The boot module sends them while
 * the app's code is still loading, and the app's own queries take their answers.
 */
export function startFirstRequests(): void {
  fetchEarly(SESSION_CHECK_PATH, { answerWithinMs: QUICK_ANSWER_TIMEOUT_MS });
  fetchEarly(LIBRARY_CARDS_PATH);
  fetchEarly(UP_NEXT_PATH);
}
