import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cancelFocusLanding } from '../lib/focus-landing';
import { dismiss } from '../lib/use-toast';
import { server } from './api';

// CI runs these beside the browser journeys on two cores: what a screen shows may take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  dismiss();
  cancelFocusLanding();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
});
afterAll(() => server.close());
