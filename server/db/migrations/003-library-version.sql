-- A counter that every write to the library's tables bumps, whichever process makes it (the server, the PIN CLI,
-- an import, a restore): the server keeps the serialised library in memory and rebuilds it only when this moved.
CREATE TABLE library_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO library_version (id, version) VALUES (1, 0);

CREATE TRIGGER library_items_insert_bump AFTER INSERT ON library_items
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER library_items_update_bump AFTER UPDATE ON library_items
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER library_items_delete_bump AFTER DELETE ON library_items
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER viewings_insert_bump AFTER INSERT ON viewings
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER viewings_update_bump AFTER UPDATE ON viewings
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER viewings_delete_bump AFTER DELETE ON viewings
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER seasons_insert_bump AFTER INSERT ON seasons
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER seasons_update_bump AFTER UPDATE ON seasons
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER seasons_delete_bump AFTER DELETE ON seasons
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER season_watches_insert_bump AFTER INSERT ON season_watches
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER season_watches_update_bump AFTER UPDATE ON season_watches
  BEGIN UPDATE library_version SET version = version + 1; END;
CREATE TRIGGER season_watches_delete_bump AFTER DELETE ON season_watches
  BEGIN UPDATE library_version SET version = version + 1; END;
