-- The whole data model of spec section 3. Dates of things the household does are ISO-8601 text;
-- security bookkeeping (sessions, throttling) uses epoch milliseconds.

CREATE TABLE credentials (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  pin_hash TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  remember_device INTEGER NOT NULL CHECK (remember_device IN (0, 1)),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE unlock_attempts (
  id INTEGER PRIMARY KEY,
  client TEXT NOT NULL,
  at INTEGER NOT NULL,
  success INTEGER NOT NULL CHECK (success IN (0, 1))
);
CREATE INDEX unlock_attempts_at ON unlock_attempts (at);

CREATE TABLE throttle_state (
  scope TEXT PRIMARY KEY,
  tokens REAL NOT NULL,
  consecutive_failures INTEGER NOT NULL,
  blocked_until INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE library_items (
  id INTEGER PRIMARY KEY,
  tmdb_id INTEGER NOT NULL,
  media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
  title TEXT NOT NULL,
  year INTEGER,
  overview TEXT NOT NULL DEFAULT '',
  genres TEXT NOT NULL DEFAULT '[]',
  director TEXT,
  creator TEXT,
  main_stars TEXT NOT NULL DEFAULT '[]',
  runtime INTEGER,
  imdb_id TEXT,
  imdb_rating REAL,
  imdb_votes INTEGER,
  tmdb_rating REAL,
  tmdb_vote_count INTEGER,
  rotten_tomatoes_rating INTEGER,
  metacritic_rating INTEGER,
  poster_path TEXT,
  backdrop_path TEXT,
  logo_path TEXT,
  release_date TEXT,
  vote_average REAL,
  ownership TEXT NOT NULL CHECK (ownership IN ('person1', 'person2', 'together')),
  status TEXT NOT NULL DEFAULT 'to_watch' CHECK (status IN ('to_watch', 'watching', 'watched')),
  user_rating TEXT CHECK (user_rating IN ('up', 'neutral', 'down')),
  finished_date TEXT,
  notes TEXT,
  date_added TEXT NOT NULL,
  date_started TEXT,
  date_finished TEXT,
  reacted_at TEXT,
  updated_at TEXT NOT NULL,
  metadata_refreshed_at TEXT,
  UNIQUE (media_type, tmdb_id)
);
CREATE INDEX library_items_status ON library_items (status);
CREATE INDEX library_items_ownership ON library_items (ownership);

CREATE TABLE viewings (
  id INTEGER PRIMARY KEY,
  library_item_id INTEGER NOT NULL REFERENCES library_items (id) ON DELETE CASCADE,
  watched_date TEXT NOT NULL,
  viewer TEXT NOT NULL CHECK (viewer IN ('person1', 'person2', 'both')),
  user_rating TEXT CHECK (user_rating IN ('up', 'neutral', 'down')),
  notes TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX viewings_library_item ON viewings (library_item_id);

CREATE TABLE seasons (
  id INTEGER PRIMARY KEY,
  library_item_id INTEGER NOT NULL REFERENCES library_items (id) ON DELETE CASCADE,
  season_number INTEGER NOT NULL CHECK (season_number >= 0),
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'to_watch' CHECK (status IN ('to_watch', 'watching', 'watched', 'rewatch')),
  poster_path TEXT,
  episode_count INTEGER,
  air_date TEXT,
  overview TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL,
  UNIQUE (library_item_id, season_number)
);

CREATE TABLE season_watches (
  id INTEGER PRIMARY KEY,
  season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
  rewatch_index INTEGER NOT NULL CHECK (rewatch_index >= 0),
  last_finished_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (season_id, rewatch_index)
);

CREATE TABLE film_cache (
  key TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  body TEXT NOT NULL,
  fetched_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX film_cache_expires_at ON film_cache (expires_at);
