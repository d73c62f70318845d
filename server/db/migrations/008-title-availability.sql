-- Where each library title can be watched in the household's region (TMDb's watch/providers, from JustWatch), as
-- last checked. `offers` is the whole answer by kind (stream, free, ads, rent, buy) for the title page; `streams`
-- the ids of the services it streams on (stream, free or ads), which the library list carries; `seen_streams`
-- what it streamed on when the household last opened it, and `now_on` / `left_on` the difference since.
CREATE TABLE title_availability (
  library_item_id INTEGER PRIMARY KEY REFERENCES library_items (id) ON DELETE CASCADE,
  region TEXT NOT NULL,
  checked_at TEXT NOT NULL,
  link TEXT,
  offers TEXT NOT NULL,
  streams TEXT NOT NULL,
  seen_streams TEXT NOT NULL,
  now_on TEXT NOT NULL,
  left_on TEXT NOT NULL
);

-- The list carries streams, now_on and left_on: only a change of one of them moves the library's version (a check
-- that finds the same services, which is most of them, leaves the serialised list as it is).
CREATE TRIGGER title_availability_insert_bump AFTER INSERT ON title_availability
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER title_availability_update_bump AFTER UPDATE ON title_availability
  WHEN OLD.streams IS NOT NEW.streams OR OLD.now_on IS NOT NEW.now_on OR OLD.left_on IS NOT NEW.left_on
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER title_availability_delete_bump AFTER DELETE ON title_availability
  BEGIN UPDATE library_version SET version = version + 1; END;
