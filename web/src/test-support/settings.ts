import { http, HttpResponse } from 'msw';
import type { AvailabilityJob } from '#domain/schemas/availability';
import type { SettingsResponse } from '#domain/schemas/settings';
import type { RefreshJob } from '#domain/schemas/transfer';
import { server } from './api';
import { household } from './fixtures';
import { mediaServersAnswer } from './media-servers';
import { idleImportJob } from './transfer';

/** GET /api/settings' answer: the household Alex and Sam in the United States, with the offline catalog. */
export function settingsAnswer(fields: Partial<SettingsResponse> = {}): SettingsResponse {
  return {
    theme: 'light',
    ownershipLabels: household,
    region: 'US',
    services: [],
    dataSources: { film: 'offline', ratings: 'none' },
    ...fields,
  };
}

/** The Refresh Metadata job when none ever ran. */
export const idleRefreshJob: RefreshJob = {
  state: 'idle',
  done: 0,
  total: 0,
  refreshed: 0,
  failed: 0,
  startedAt: null,
  finishedAt: null,
  ratingsPausedForToday: false,
  message: '',
};

const idleAvailabilityCheck: AvailabilityJob = {
  state: 'idle',
  reason: null,
  region: null,
  done: 0,
  total: 0,
  checked: 0,
  failed: 0,
  startedAt: null,
  finishedAt: null,
  message: '',
};

/**
 * What the Settings page asks besides the settings: its jobs (none running), the calendar link and the media
 * servers (none has sent anything yet).
 */
export function answerSettingsJobs() {
  server.use(
    http.get('/api/library/import/progress', () => HttpResponse.json(idleImportJob)),
    http.get('/api/library/refresh-metadata', () => HttpResponse.json(idleRefreshJob)),
    http.get('/api/availability/check', () => HttpResponse.json(idleAvailabilityCheck)),
    http.get('/api/calendar/feed', () => HttpResponse.json({ exists: false, createdAt: null })),
    http.get('/api/media-servers', () => HttpResponse.json(mediaServersAnswer())),
  );
}
