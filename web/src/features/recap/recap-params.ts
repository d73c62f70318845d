import { useSearchParams } from 'wouter';
import { STATISTICS_TIMEFRAMES } from '#domain/rules/constants';
import type { StatisticsTimeframe, StatisticsViewer } from '#domain/schemas/statistics';

const isTimeframe = (value: string | null): value is StatisticsTimeframe =>
  STATISTICS_TIMEFRAMES.some((timeframe) => timeframe === value);

/** The timeframe and the person, kept in the URL (?timeframe=last-year&viewer=person1) so a recap can be linked. */
export function useRecapParams() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('timeframe');
  const timeframe = isTimeframe(asked) ? asked : 'ytd';
  const person = search.get('viewer');
  const viewer: StatisticsViewer | null = person === 'person1' || person === 'person2' ? person : null;
  const update = (next: { timeframe: StatisticsTimeframe; viewer: StatisticsViewer | null }) => {
    const params = new URLSearchParams();
    if (next.timeframe !== 'ytd') params.set('timeframe', next.timeframe);
    if (next.viewer) params.set('viewer', next.viewer);
    setSearch(params, { replace: true });
  };
  return {
    timeframe,
    viewer,
    setTimeframe: (value: StatisticsTimeframe) => update({ timeframe: value, viewer }),
    setViewer: (value: StatisticsViewer | null) => update({ timeframe, viewer: value }),
  };
}
