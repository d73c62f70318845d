-- Ideas for the two of us (server/features/recommendations). recommendation_sources: the liked titles whose
-- suggestions (TMDb's recommendations and similar titles, or the offline catalog's) were fetched, and when;
-- recommendation_candidates: those suggestions, in the film database's order; recommendation_titles: each suggested
-- title once, with what the ranking and a card need (genres and people: JSON arrays of names).
-- recommendation_dismissals: the titles the household set aside with 'Not for us'.
CREATE TABLE recommendation_sources (
  media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
  tmdb_id INTEGER NOT NULL,
  fetched_at TEXT NOT NULL,
  PRIMARY KEY (media_type, tmdb_id)
) WITHOUT ROWID;

CREATE TABLE recommendation_titles (
  media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
  tmdb_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  year INTEGER,
  poster_path TEXT,
  genres TEXT NOT NULL,
  people TEXT NOT NULL,
  vote_average REAL,
  PRIMARY KEY (media_type, tmdb_id)
) WITHOUT ROWID;

CREATE TABLE recommendation_candidates (
  source_media_type TEXT NOT NULL,
  source_tmdb_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  media_type TEXT NOT NULL,
  tmdb_id INTEGER NOT NULL,
  PRIMARY KEY (source_media_type, source_tmdb_id, position),
  FOREIGN KEY (source_media_type, source_tmdb_id) REFERENCES recommendation_sources (media_type, tmdb_id)
    ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX recommendation_candidates_title ON recommendation_candidates (media_type, tmdb_id);

CREATE TABLE recommendation_dismissals (
  media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
  tmdb_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  year INTEGER,
  poster_path TEXT,
  dismissed_at TEXT NOT NULL,
  PRIMARY KEY (media_type, tmdb_id)
) WITHOUT ROWID;

-- Where the best ideas stream (the ids of the services, as TMDb's watch/providers said for the region), as last
-- checked: what 'on our services' of an idea reads.
CREATE TABLE recommendation_offers (
  media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
  tmdb_id INTEGER NOT NULL,
  region TEXT NOT NULL,
  streams TEXT NOT NULL,
  checked_at TEXT NOT NULL,
  PRIMARY KEY (media_type, tmdb_id)
) WITHOUT ROWID;
