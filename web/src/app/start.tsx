import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { LoginResponse } from '#domain/schemas/auth';
import { onSessionLost } from '../lib/api-client';
import { calendarQueries } from '../lib/api/calendar';
import { libraryQueries } from '../lib/api/library';
import { queryClient } from '../lib/query-client';
import { keepProbingWhileUnreachable } from '../lib/reach-probe';
import { forgetSession, sessionQuery } from '../lib/session';
import { App } from './app';
import { welcomeBack } from './auth-gate';
import { failedAttemptsOf, NO_FAILED_ATTEMPTS } from './shell/failed-attempts-banner';

/**
 * How long a signed-in start keeps the loading screen up for its first screen's answers (the session check and the
 * library, sent by the boot) before it shows the app without them.
 */
const FIRST_SCREEN_WAIT_MS = 500;

/**
 * The boot's early answers, taken into the query cache before the first render: the app then renders its first
 * screen once, with its titles and Up Next, rather than as a skeleton first (a whole render, layout and paint more)
 * or with the sections pushed down after it. Offline, or with the server out of reach (the boot's requests already
 * failed), nothing is waited for: the screens wait on the offline copy.
 * `library`: whether the library's query succeeded; `upNext`: settled once Up Next's has.
 */
async function firstScreenAnswers(library: Promise<boolean>, upNext: Promise<unknown>): Promise<boolean> {
  if (!onlineManager.isOnline()) return false;
  const answered = Promise.all([
    queryClient.query(sessionQuery()).catch(() => undefined),
    library,
    upNext,
  ]).then(([, succeeded]) => succeeded);
  const waited = new Promise<false>((resolve) => setTimeout(() => resolve(false), FIRST_SCREEN_WAIT_MS));
  return Promise.race([answered, waited]);
}

/**
 * Starts the React app in `root` (the boot module loads this chunk). `unlocked`: the answer of the unlock the boot's
 * plain unlock screen has just made, or null on a device that already held a session.
 */
export async function startApp(root: HTMLElement, unlocked: LoginResponse | null): Promise<void> {
  // Before any request of the app's: a session the server has ended is forgotten whichever request hears it first.
  onSessionLost(() => forgetSession(queryClient));
  keepProbingWhileUnreachable();
  if (unlocked) welcomeBack(queryClient, unlocked);
  // The app starts only on a device that holds a session, most likely alive: the library and Up Next are asked for
  // at once, beside the session check rather than after it (offline, their queries wait for the connection; with the
  // server out of reach, for it to answer).
  const library = queryClient.query({ ...libraryQueries.cards(), retry: false }).then(
    () => true,
    () => false,
  );
  const upNext = queryClient.query({ ...calendarQueries.upNext(), retry: false }).catch(() => undefined);
  const libraryAnswered = unlocked ? false : await firstScreenAnswers(library, upNext);
  const reactRoot = createRoot(root);
  // Rendered at once, in the task its answers came in: React's scheduler would render it a task later, behind what
  // Chromium has queued meanwhile (on the first visits after an update, making the app chunk's code cache: 30+ ms).
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <App
          failedAttempts={unlocked ? failedAttemptsOf(unlocked) : NO_FAILED_ATTEMPTS}
          libraryAnswered={libraryAnswered}
        />
      </StrictMode>,
    ),
  );
}
