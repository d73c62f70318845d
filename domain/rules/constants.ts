export const APP_VERSION = '1.0.0';

export const PIN_LENGTH = 4;
export const PIN_AUTO_SUBMIT_MS = 300;
export const PIN_ERROR_DISPLAY_MS = 2000;

export const REMEMBER_DEVICE_DAYS = 30;
export const INACTIVITY_TIMEOUT_MS = 30 * 60 * 1000;
export const INACTIVITY_WARNING_BEFORE_MS = 2 * 60 * 1000;

export const LOGIN_USERNAME = 'user';
export const AUTH_TOKEN_STORAGE_KEY = 'watchlist-auth-token';
export const THEME_STORAGE_KEY = 'watchlist-theme';
/** The household's theme (its settings) as this device last saw it: followed while the device has no own choice. */
export const HOUSEHOLD_THEME_STORAGE_KEY = 'watchlist-household-theme';
export const SORT_STORAGE_KEY = 'watchlist-sort';
export const RANDOM_OWNERSHIP_STORAGE_KEY = 'random-ownership-preference';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export const MOBILE_BREAKPOINT_PX = 768;
export const HOME_LONG_PRESS_MS = 500;
/** Toasts: one at a time, shown 5 s, dismissed by a 50 px swipe right. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;

/** Caches (spec §9). */
export const LIBRARY_CACHE_MS = 30 * 1000;
export const SEASON_ROLLUP_CACHE_MS = 30 * 1000;
export const SEARCH_CACHE_MS = 1000;
export const TRENDING_CACHE_MS = 5 * 60 * 1000;
export const RANDOM_BACKDROP_CACHE_MS = 5 * 60 * 1000;
/** The image size of the backdrop behind the PIN pad: the one image the server fetches for a locked screen. */
export const UNLOCK_BACKDROP_SIZE = 'w1280';

/** Search: the footer 'See all results' from this many results on. */
export const SEARCH_FOOTER_MIN_RESULTS = 8;
/** Loading skeletons on home and on the search results grid. */
export const LOADING_SKELETON_CARDS = 12;
/** Lists: trending movies and series each, and the entries previewed per section; the sidebar's trending. */
export const LISTS_TRENDING_EACH = 10;
export const LISTS_PREVIEW_ENTRIES = 5;
export const SIDEBAR_TRENDING_SHOWN = 4;
/** Genres shown on a list row and in the random-pick modal. */
export const LIST_GENRES_SHOWN = 2;
export const RANDOM_PICK_GENRES_SHOWN = 3;
/** The details modal's cast and crew strip on phones (everyone on desktop). */
export const MOBILE_CAST_SHOWN = 10;
export const MOBILE_CREW_SHOWN = 6;
/** The viewing modal on phones: a drag over 100 px closes it; the drag preview is capped at 200 px. */
export const VIEWING_SWIPE_CLOSE_PX = 100;
export const VIEWING_SWIPE_PREVIEW_CAP_PX = 200;
/** A viewing's notes (a review, a thought): the most the API keeps (domain/schemas/library). */
export const VIEWING_NOTES_MAX_LENGTH = 2000;

export const OWNERSHIP_LABEL_MAX_LENGTH = 40;

/** Recap timeframes (spec §9): year to date, the previous calendar year, everything. */
export const STATISTICS_TIMEFRAMES = ['ytd', 'last-year', 'all-time'] as const;
/** Recap (spec §9): the top 5 genres and people; the Most Loved tab shows up to 10 posters. */
export const RECAP_TOP_GENRES = 5;
export const RECAP_TOP_PEOPLE = 5;
export const RECAP_TOP_POSTERS = 10;
/** The web app keeps a recap for 5 minutes (spec §9). */
export const STATISTICS_CACHE_MS = 5 * 60 * 1000;

/** Library transfer (spec §2, §5, §9): the export's file name; the import errors shown in the preview and results. */
export const CSV_FILE_NAME = 'watchlist-export.csv';
/**
 * The largest import body (25 MB): the server refuses a bigger one with a 413, and the web a bigger file before
 * sending it. A ZIP (another service's export) may be 50 MB.
 */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_ARCHIVE_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_PREVIEW_ERRORS_SHOWN = 5;
export const IMPORT_RESULT_ERRORS_SHOWN = 10;
/** How often Settings asks for the Refresh Metadata job's progress while it runs. */
export const REFRESH_JOB_POLL_MS = 1000;
/** How often Settings asks how far an import has gone while one runs (a big Trakt history takes a minute). */
export const IMPORT_PROGRESS_POLL_MS = 500;
/** How often Settings asks how far the availability check has gone while it runs. */
export const AVAILABILITY_JOB_POLL_MS = 1000;
/** The web app keeps the region's list of services an hour (the server keeps TMDb's a day). */
export const REGION_PROVIDERS_CACHE_MS = 60 * 60 * 1000;
/** The 'On our services' chip, kept on the device like the sort. */
export const SERVICES_FILTER_STORAGE_KEY = 'watchlist-services-filter';
/** Tonight's pick's evening constraints, kept on the device like the ownership preference. */
export const RANDOM_EVENING_STORAGE_KEY = 'random-evening-preference';

/** Media-server plays: the same play sent again this soon is recorded once (retries, stop and markplayed both). */
export const REPEAT_PLAY_WINDOW_MS = 30 * 60 * 1000;
/** Media-server plays: each person's user finishing the same movie or episode this close is one viewing by both. */
export const TOGETHER_WINDOW_MS = 4 * 60 * 60 * 1000;
