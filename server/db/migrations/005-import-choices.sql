-- The household's answers to doubtful matches of an import from another service (which title a row of the file
-- means, or to skip it), by the row's title key, so that importing the file again asks nothing twice.
CREATE TABLE import_choices (
  key TEXT PRIMARY KEY,
  tmdb_id INTEGER,
  media_type TEXT CHECK (media_type IN ('movie', 'tv')),
  skip INTEGER NOT NULL CHECK (skip IN (0, 1)),
  chosen_at TEXT NOT NULL
);
