import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '#domain/schemas/transfer';
import { importProgressView } from './import-progress-text';

const job = (fields: Partial<ImportProgress>): ImportProgress => ({
  state: 'running',
  stage: 'reading',
  processed: 0,
  total: 0,
  startedAt: '2025-07-01T10:00:00.000Z',
  finishedAt: null,
  preview: false,
  result: null,
  error: null,
  ...fields,
});

describe('importProgressView', () => {
  it('says the file is on its way until the job runs', () => {
    const sending = { stage: 'Sending the file', processed: 0, total: 0, counted: false };
    expect(importProgressView(undefined, false)).toEqual(sending);
    expect(importProgressView(job({ state: 'idle', stage: null }), false)).toEqual(sending);
    // The last job's answer, before this upload's job has started.
    expect(importProgressView(job({ state: 'finished', stage: 'done', total: 9 }), true)).toEqual(sending);
  });

  it('names the stage, and counts the titles being matched or saved', () => {
    expect(importProgressView(job({ stage: 'reading' }), false)).toMatchObject({
      stage: 'Reading the file',
      counted: false,
    });
    expect(importProgressView(job({ stage: 'matching', processed: 12, total: 40 }), true)).toEqual({
      stage: 'Matching titles to the film database',
      processed: 12,
      total: 40,
      counted: true,
    });
    expect(importProgressView(job({ stage: 'saving', processed: 3, total: 40 }), false)).toMatchObject({
      stage: 'Saving to your library',
      counted: true,
    });
  });

  it('says a dry run checks rather than saves', () => {
    expect(importProgressView(job({ stage: 'saving', processed: 3, total: 40 }), true).stage).toBe(
      'Checking against your library',
    );
  });

  it("has nothing to count for the app's own CSV, saved in one step", () => {
    expect(importProgressView(job({ stage: 'saving', processed: 0, total: 1 }), false).counted).toBe(false);
  });
});
