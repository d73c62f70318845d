-- What recording a media server's play did (server/features/media-servers), kept on its event so that Undo can take
-- it back: the title it was matched to, the viewer it was recorded for, and its effect (JSON: the viewing made or
-- joined, a title added, a season's progress before). undone_at: when the household took it back.
ALTER TABLE media_server_events ADD COLUMN target TEXT;
ALTER TABLE media_server_events ADD COLUMN viewer TEXT CHECK (viewer IN ('person1', 'person2', 'both'));
ALTER TABLE media_server_events ADD COLUMN effect TEXT;
ALTER TABLE media_server_events ADD COLUMN undone_at TEXT;
CREATE INDEX media_server_events_target ON media_server_events (target) WHERE target IS NOT NULL;
CREATE INDEX media_server_events_received ON media_server_events (id) WHERE outcome = 'Received';

-- The household's options for recording plays (one row).
CREATE TABLE media_server_options (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  only_library_titles INTEGER NOT NULL DEFAULT 0 CHECK (only_library_titles IN (0, 1))
);
INSERT INTO media_server_options (id) VALUES (1);
