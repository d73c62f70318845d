/**
 * How reading one title afresh ended: the library's refresh, the airing check around it and Refresh Metadata's count
 * (`RefreshJob.refreshed` / `failed`) all speak of it.
 */
export type RefreshOutcome = 'refreshed' | 'failed';
