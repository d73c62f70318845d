import { format } from 'date-fns';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';

/**
 * A daily allowance of calls to one upstream, kept in SQLite (the one writer of upstream_quota) and counted per
 * local day: `take` spends one call, or answers false when the day's are spent; `exhaust` spends the rest.
 */
export function createDailyQuota(db: Db, clock: Clock, service: string, perDay: number) {
  const read = db.prepare<[string, string], { calls: number }>(
    'SELECT calls FROM upstream_quota WHERE service = ? AND day = ?',
  );
  const spend = db.prepare<[string, string]>(
    `INSERT INTO upstream_quota (service, day, calls) VALUES (?, ?, 1)
     ON CONFLICT (service, day) DO UPDATE SET calls = calls + 1`,
  );
  const useUp = db.prepare<[string, string, number]>(
    `INSERT INTO upstream_quota (service, day, calls) VALUES (?, ?, ?)
     ON CONFLICT (service, day) DO UPDATE SET calls = MAX(calls, excluded.calls)`,
  );
  const forget = db.prepare<[string, string]>('DELETE FROM upstream_quota WHERE service = ? AND day < ?');
  const today = () => format(clock.now(), 'yyyy-MM-dd');
  const used = () => read.get(service, today())?.calls ?? 0;

  return {
    take(): boolean {
      const day = today();
      if ((read.get(service, day)?.calls ?? 0) >= perDay) return false;
      spend.run(service, day);
      forget.run(service, day);
      return true;
    },
    spent: (): boolean => used() >= perDay,
    /** The upstream says today's calls are spent (it counts its own): none is made again until tomorrow. */
    exhaust(): void {
      useUp.run(service, today(), perDay);
    },
  };
}

export type DailyQuota = ReturnType<typeof createDailyQuota>;
