-- What's next in our series (issue 18): where the household stopped in a season, what the film database says is
-- airing, what the household dismissed from Up Next, and the key of the calendar feed.

-- The last episode watched in the season's current pass ('Episode 5 of 10'); NULL: none yet. Only a season being
-- watched (or rewatched) keeps one: the seasons service clears it when the season is finished or put back.
ALTER TABLE seasons ADD COLUMN episode_bookmark INTEGER CHECK (episode_bookmark >= 1);

-- A series' airing facts as the film database last told them (TMDb's /tv/{id}). No row: not known (the offline
-- catalog knows none, and a series is known from its first check on).
CREATE TABLE series_facts (
  library_item_id INTEGER PRIMARY KEY REFERENCES library_items (id) ON DELETE CASCADE,
  -- TMDb's words: Returning Series, In Production, Planned, Pilot, Ended, Canceled; NULL when it says none.
  status TEXT,
  last_season INTEGER,
  last_episode INTEGER,
  last_air_date TEXT,
  last_name TEXT,
  next_season INTEGER,
  next_episode INTEGER,
  next_air_date TEXT,
  next_name TEXT,
  checked_at TEXT NOT NULL
);

-- The episodes of the seasons still airing or to come (TMDb's /tv/{id}/season/{n}), replaced season by season.
CREATE TABLE episodes (
  library_item_id INTEGER NOT NULL REFERENCES library_items (id) ON DELETE CASCADE,
  season_number INTEGER NOT NULL,
  episode_number INTEGER NOT NULL,
  name TEXT NOT NULL,
  air_date TEXT,
  runtime INTEGER,
  PRIMARY KEY (library_item_id, season_number, episode_number)
) WITHOUT ROWID;
CREATE INDEX episodes_air_date ON episodes (air_date);

-- The day the daily check last ran to the end (the household's day), so a restart does not run it twice a day.
CREATE TABLE airing_check (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_day TEXT NOT NULL,
  finished_at TEXT NOT NULL
);

-- One dismissed Up Next entry per title, by the entry's key (say 'continue:s2e6'): the title comes back when its
-- entry changes (the next episode, a newer season).
CREATE TABLE up_next_dismissals (
  library_item_id INTEGER PRIMARY KEY REFERENCES library_items (id) ON DELETE CASCADE,
  entry_key TEXT NOT NULL,
  dismissed_at TEXT NOT NULL
);

-- The calendar feed's read-only key (GET /api/calendar.ics?key=…). Kept as it is, not hashed: Settings shows it
-- again to copy, and it opens nothing but the feed's list of air dates (see server/features/calendar/README.md).
CREATE TABLE calendar_feed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  feed_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Up Next and Coming Soon are kept computed until the library's version moves (see 003): the airing facts, the
-- episodes and the dismissals move it too.
CREATE TRIGGER series_facts_insert_bump AFTER INSERT ON series_facts
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER series_facts_update_bump AFTER UPDATE ON series_facts
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER series_facts_delete_bump AFTER DELETE ON series_facts
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER episodes_insert_bump AFTER INSERT ON episodes
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER episodes_update_bump AFTER UPDATE ON episodes
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER episodes_delete_bump AFTER DELETE ON episodes
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER up_next_dismissals_insert_bump AFTER INSERT ON up_next_dismissals
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER up_next_dismissals_update_bump AFTER UPDATE ON up_next_dismissals
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER up_next_dismissals_delete_bump AFTER DELETE ON up_next_dismissals
  BEGIN UPDATE library_version SET version = version + 1; END;
