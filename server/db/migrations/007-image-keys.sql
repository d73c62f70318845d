-- Images are fetched from the film database only for a signed-in browser: its image cookie holds a key derived from
-- its session token, and only the key's hash is kept, with the session (signing out takes the key with it).
ALTER TABLE sessions ADD COLUMN image_key_hash TEXT;
CREATE UNIQUE INDEX sessions_image_key_hash ON sessions (image_key_hash);

-- The one image fetched for a locked screen is the backdrop behind its PIN pad: a library title's backdrop.
CREATE INDEX library_items_backdrop_path ON library_items (backdrop_path);
