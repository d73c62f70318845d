import { fetchEarly } from './api-client';

export const SESSION_CHECK_PATH = '/api/auth/verify';
export const LIBRARY_CARDS_PATH = '/api/library/cards';

/**
 * The requests of a signed-in device's first screen, the session check and the library's cards: the boot module
 * sends them while the app's code is still loading, and the app's own queries take their answers.
 */
export function startFirstRequests(): void {
  fetchEarly(SESSION_CHECK_PATH);
  fetchEarly(LIBRARY_CARDS_PATH);
}
