-- Plays sent by the household's media servers (server/features/media-servers).

-- One webhook secret per server kind, kept only as its SHA-256 (the secret itself is shown once, when made).
CREATE TABLE media_server_secrets (
  kind TEXT PRIMARY KEY CHECK (kind IN ('jellyfin', 'plex', 'emby')),
  secret_hash BLOB NOT NULL,
  created_at TEXT NOT NULL
);

-- Every media-server user that ever sent a play, per kind. viewer NULL with asked_at NULL: nobody has said whose
-- plays these are yet; viewer NULL with asked_at set: the household chose to ignore the user.
CREATE TABLE media_server_users (
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  viewer TEXT CHECK (viewer IN ('person1', 'person2', 'both')),
  asked_at TEXT,
  first_seen_at TEXT NOT NULL,
  PRIMARY KEY (kind, name)
);

-- Every event a webhook accepted, stored before it is answered: the play as read (JSON) and what became of it.
CREATE TABLE media_server_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  received_at TEXT NOT NULL,
  at TEXT NOT NULL,
  user TEXT,
  title TEXT,
  play TEXT NOT NULL,
  outcome TEXT NOT NULL,
  message TEXT NOT NULL
);
CREATE INDEX media_server_events_waiting ON media_server_events (kind, user) WHERE outcome = 'Waiting for who';
