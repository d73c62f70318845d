-- The recap's tallies, kept as the library is written rather than aggregated over every viewing per request
-- (server/features/statistics/README.md). A record's day is the household's, computed by the server with Node's own
-- zone data, so SQL cannot compute the tallies itself: every write marks its title stale (the triggers below, on
-- whatever connection writes: the server, an import, a restore, the sqlite3 shell), and the server brings the stale
-- titles' tallies up to date before it answers a recap.

-- Titles whose tallies no longer match their viewings, seasons, season watches or own dates.
CREATE TABLE recap_stale (item_id INTEGER PRIMARY KEY);

-- The time zone the tallies were built for (NULL: never built; the server then builds them from scratch), and a
-- token that every refresh renews: what the server keeps in memory of the tallies is for one token.
CREATE TABLE recap_tally_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  zone TEXT,
  token TEXT
);
INSERT INTO recap_tally_state (id, zone, token) VALUES (1, NULL, NULL);

-- Per title, viewer and day: the records of that day (every kind counts in `records`; `watches` all but a start).
CREATE TABLE recap_title_days (
  item_id INTEGER NOT NULL,
  viewer TEXT NOT NULL,
  day TEXT NOT NULL,
  records INTEGER NOT NULL,
  watches INTEGER NOT NULL,
  finishes INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  viewings INTEGER NOT NULL,
  up INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  down INTEGER NOT NULL,
  PRIMARY KEY (item_id, viewer, day)
) WITHOUT ROWID;
CREATE INDEX recap_title_days_day ON recap_title_days (day);

-- Per calendar year, title and viewer: the sums of its days, and its latest day of watching.
CREATE TABLE recap_title_years (
  year TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  viewer TEXT NOT NULL,
  records INTEGER NOT NULL,
  watches INTEGER NOT NULL,
  finishes INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  viewings INTEGER NOT NULL,
  up INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  down INTEGER NOT NULL,
  last_watched TEXT,
  PRIMARY KEY (year, item_id, viewer)
) WITHOUT ROWID;

-- Per title and viewer, over every day: the sums, the first finish and the latest day of watching.
CREATE TABLE recap_title_totals (
  item_id INTEGER NOT NULL,
  viewer TEXT NOT NULL,
  records INTEGER NOT NULL,
  watches INTEGER NOT NULL,
  finishes INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  viewings INTEGER NOT NULL,
  up INTEGER NOT NULL,
  neutral INTEGER NOT NULL,
  down INTEGER NOT NULL,
  first_finish TEXT,
  last_watched TEXT,
  PRIMARY KEY (item_id, viewer)
) WITHOUT ROWID;

-- Per title: the day it was added (the recap's add-to-finish times), so that no recap reads a zone per title.
CREATE TABLE recap_title_added (
  item_id INTEGER PRIMARY KEY,
  day TEXT
);

-- Per day and viewer, over every title: the records, watch time and viewings (Watch Time by Month, the streak).
CREATE TABLE recap_days (
  day TEXT NOT NULL,
  viewer TEXT NOT NULL,
  records INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  viewings INTEGER NOT NULL,
  PRIMARY KEY (day, viewer)
) WITHOUT ROWID;

-- A title's records read its own type, runtime, owner, status and dates, its viewings, its seasons' numbers and
-- episode counts, and its season watches; the server keeps its other facts (title, genres, reaction…) in memory
-- until it is marked stale: any change to it marks it. A title already marked is left alone rather than ignored on
-- conflict: the conflict clause of the statement that fires a trigger (an upsert's, INSERT OR REPLACE's) would
-- replace the trigger's own.
CREATE TRIGGER library_items_insert_recap AFTER INSERT ON library_items
  BEGIN INSERT INTO recap_stale (item_id) SELECT NEW.id WHERE NEW.id NOT IN (SELECT item_id FROM recap_stale); END;
CREATE TRIGGER library_items_update_recap AFTER UPDATE ON library_items
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT id FROM (SELECT OLD.id AS id UNION SELECT NEW.id)
      WHERE id NOT IN (SELECT item_id FROM recap_stale);
  END;
CREATE TRIGGER library_items_delete_recap AFTER DELETE ON library_items
  BEGIN INSERT INTO recap_stale (item_id) SELECT OLD.id WHERE OLD.id NOT IN (SELECT item_id FROM recap_stale); END;

CREATE TRIGGER viewings_insert_recap AFTER INSERT ON viewings
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT NEW.library_item_id
      WHERE NEW.library_item_id NOT IN (SELECT item_id FROM recap_stale);
  END;
CREATE TRIGGER viewings_update_recap
  AFTER UPDATE OF id, library_item_id, watched_date, viewer, user_rating ON viewings
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT id FROM (SELECT OLD.library_item_id AS id UNION SELECT NEW.library_item_id)
      WHERE id NOT IN (SELECT item_id FROM recap_stale);
  END;
CREATE TRIGGER viewings_delete_recap AFTER DELETE ON viewings
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT OLD.library_item_id
      WHERE OLD.library_item_id NOT IN (SELECT item_id FROM recap_stale);
  END;

CREATE TRIGGER seasons_insert_recap AFTER INSERT ON seasons
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT NEW.library_item_id
      WHERE NEW.library_item_id NOT IN (SELECT item_id FROM recap_stale);
  END;
CREATE TRIGGER seasons_update_recap AFTER UPDATE OF id, library_item_id, season_number, episode_count ON seasons
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT id FROM (SELECT OLD.library_item_id AS id UNION SELECT NEW.library_item_id)
      WHERE id NOT IN (SELECT item_id FROM recap_stale);
  END;
CREATE TRIGGER seasons_delete_recap AFTER DELETE ON seasons
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT OLD.library_item_id
      WHERE OLD.library_item_id NOT IN (SELECT item_id FROM recap_stale);
  END;

CREATE TRIGGER season_watches_insert_recap AFTER INSERT ON season_watches
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT library_item_id FROM seasons
      WHERE id = NEW.season_id AND library_item_id NOT IN (SELECT item_id FROM recap_stale);
  END;
CREATE TRIGGER season_watches_update_recap
  AFTER UPDATE OF season_id, rewatch_index, last_finished_at ON season_watches
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT DISTINCT library_item_id FROM seasons
      WHERE id IN (OLD.season_id, NEW.season_id) AND library_item_id NOT IN (SELECT item_id FROM recap_stale);
  END;
-- A season's own deletion marks its title (above), whether its watches go before or after it.
CREATE TRIGGER season_watches_delete_recap AFTER DELETE ON season_watches
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT library_item_id FROM seasons
      WHERE id = OLD.season_id AND library_item_id NOT IN (SELECT item_id FROM recap_stale);
  END;
