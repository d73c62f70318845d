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
export const SORT_STORAGE_KEY = 'watchlist-sort';
export const RANDOM_OWNERSHIP_STORAGE_KEY = 'random-ownership-preference';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export const MOBILE_BREAKPOINT_PX = 768;
export const HOME_LONG_PRESS_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;

export const OWNERSHIP_LABEL_MAX_LENGTH = 40;

/** Recap timeframes (spec §9): year to date, the previous calendar year, everything. */
export const STATISTICS_TIMEFRAMES = ['ytd', 'last-year', 'all-time'] as const;
/** Recap (spec §9): the top 5 genres and people; the Most Loved tab shows up to 10 posters. */
export const RECAP_TOP_GENRES = 5;
export const RECAP_TOP_PEOPLE = 5;
export const RECAP_TOP_POSTERS = 10;
/** The web app keeps a recap for 5 minutes (spec §9). */
export const STATISTICS_CACHE_MS = 5 * 60 * 1000;
