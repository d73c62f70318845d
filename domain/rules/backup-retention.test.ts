import { describe, expect, it } from 'vitest';
import { backupsToKeep, type BackupSnapshot } from './backup-retention';

const snapshot = (day: string, time = '030000'): BackupSnapshot => ({
  name: `watchlist-${day}-${time}.db`,
  day,
});

/** Every day from `first` for `count` days, one snapshot each. */
function daily(first: string, count: number): BackupSnapshot[] {
  const start = new Date(`${first}T12:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    snapshot(new Date(start + index * 86_400_000).toISOString().slice(0, 10)),
  );
}

describe('backup retention: 7 daily and 4 weekly', () => {
  it('keeps everything while there are fewer than 7 days', () => {
    const snapshots = daily('2026-11-16', 5);
    expect(backupsToKeep(snapshots)).toEqual(new Set(snapshots.map((entry) => entry.name)));
  });

  it('keeps the last 7 days and the newest of each of the last 4 weeks', () => {
    // 2026-10-05 is a Monday; 50 daily snapshots run to Monday 2026-11-23.
    const kept = [...backupsToKeep(daily('2026-10-05', 50))].sort();
    expect(kept).toEqual([
      // Weeks start on Mondays: the newest of the weeks of 2026-11-02 and 2026-11-09 (their Sundays)…
      'watchlist-2026-11-08-030000.db',
      'watchlist-2026-11-15-030000.db',
      // …and the last 7 days, which hold the newest of the weeks of 2026-11-16 and 2026-11-23.
      'watchlist-2026-11-17-030000.db',
      'watchlist-2026-11-18-030000.db',
      'watchlist-2026-11-19-030000.db',
      'watchlist-2026-11-20-030000.db',
      'watchlist-2026-11-21-030000.db',
      'watchlist-2026-11-22-030000.db',
      'watchlist-2026-11-23-030000.db',
    ]);
  });

  it('keeps the newest snapshot of a day that has several daily ones', () => {
    const kept = backupsToKeep([snapshot('2026-11-22', '030000'), snapshot('2026-11-22', '214500')]);
    expect(kept).toEqual(new Set(['watchlist-2026-11-22-214500.db']));
  });

  it('keeps every snapshot taken by hand while its day is among the last 7, then as any other', () => {
    const manual = (day: string, time: string): BackupSnapshot => ({
      name: `watchlist-${day}-${time}-manual.db`,
      day,
      manual: true,
    });
    const today = [
      snapshot('2026-11-22', '030000'),
      manual('2026-11-22', '101500'),
      manual('2026-11-22', '143000'),
      manual('2026-11-22', '214500'),
    ];
    // The daily one is older than the day's newest: that one holds all it did.
    expect(backupsToKeep(today)).toEqual(new Set(today.slice(1).map((entry) => entry.name)));

    // Seven later days on: the day's hand-taken ones go but its newest, which stays as its week's.
    const later = [...today, ...daily('2026-11-23', 7)];
    const kept = backupsToKeep(later);
    expect(kept.has('watchlist-2026-11-22-214500-manual.db')).toBe(true);
    expect(kept.has('watchlist-2026-11-22-101500-manual.db')).toBe(false);
    expect(kept.has('watchlist-2026-11-22-143000-manual.db')).toBe(false);
    expect(kept.has('watchlist-2026-11-22-030000.db')).toBe(false);
  });

  it('does not spend places on days and weeks without a snapshot', () => {
    const sparse = ['2026-06-01', '2026-07-15', '2026-08-20', '2026-09-09', '2026-10-10', '2026-11-11'].map(
      (day) => snapshot(day),
    );
    expect(backupsToKeep(sparse).size).toBe(6);
    const many = daily('2026-01-05', 3).concat(sparse);
    expect(backupsToKeep(many).size).toBe(7);
  });
});
