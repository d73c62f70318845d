-- Images are fetched from the film database only for a signed-in browser: its image cookie holds a key derived from
-- its session token, and only the key's hash is kept, with the session (signing out takes the key with it).
ALTER TABLE sessions ADD COLUMN image_key_hash TEXT;
CREATE UNIQUE INDEX sessions_image_key_hash ON sessions (image_key_hash);

-- The one image fetched for a locked screen is the backdrop behind its PIN pad: a library title's backdrop.
CREATE INDEX library_items_backdrop_path ON library_items (backdrop_path);

-- Space kept inside the database file so that the right PIN still unlocks on a full disk: released (its pages go
-- to SQLite's free list, the file keeps its size) when an unlock finds the disk full, put back at the next start.
CREATE TABLE disk_reserve (
  id INTEGER PRIMARY KEY,
  filler BLOB NOT NULL
);
INSERT INTO disk_reserve (filler) VALUES (zeroblob(262144));
