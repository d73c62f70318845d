import { apiFetch } from './api-client';
import { onServerReachChange, QUICK_ANSWER_TIMEOUT_MS, serverReachable } from './server-reach';

/** Outside the session, and answered by the server alone: whether it and its database answer. */
const HEALTH_PATH = '/api/health';
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let wait = FIRST_WAIT_MS;
let reachableSince = 0;
let probing: Promise<void> | null = null;

function probeLater(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void probeServer(), wait);
  wait = Math.min(wait * 2, LONGEST_WAIT_MS);
}

/**
 * Asks the server's health check now. Its answer is what tells (lib/api-client.ts sets the server reachable when it
 * answers); while the server stays out of reach, the next probe is set, each twice as late as the last.
 */
export function probeServer(): Promise<void> {
  clearTimeout(timer);
  probing ??= apiFetch('GET', HEALTH_PATH, undefined, { answerWithinMs: QUICK_ANSWER_TIMEOUT_MS })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      probing = null;
      if (!serverReachable()) probeLater();
    });
  return probing;
}

const probeNowIfUnreachable = () => {
  if (serverReachable()) return;
  wait = FIRST_WAIT_MS;
  void probeServer();
};

/**
 * While the server is out of reach, asks it again after 1 s, 2 s, 4 s… and then every 30 s, and at once when the
 * browser comes online or the app comes back to the screen (a phone back on the home network). A server that
 * went out of reach again soon after it answered (a proxy failing one route) keeps the longer wait, rather than
 * being asked every second.
 */
export function keepProbingWhileUnreachable(): void {
  const follow = () => {
    if (serverReachable()) {
      clearTimeout(timer);
      reachableSince = Date.now();
      return;
    }
    if (Date.now() - reachableSince > LONGEST_WAIT_MS) wait = FIRST_WAIT_MS;
    probeLater();
  };
  onServerReachChange(follow);
  if (!serverReachable()) follow();
  window.addEventListener('online', probeNowIfUnreachable);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') probeNowIfUnreachable();
  });
}
