-- Decide together (server/features/decide): one session of both of us swiping the same deck, and every vote.

-- id: 128 random bits, url-safe. constraints, deck, joined and matches are JSON (matches: the keys of the cards we
-- both said yes to, in the order they were announced; the last is the session's match). closed_reason: 'closed'
-- (either of us ended it) or 'idle' (2 hours without a vote or a join).
CREATE TABLE decide_sessions (
  id TEXT PRIMARY KEY,
  started_by TEXT NOT NULL CHECK (started_by IN ('person1', 'person2')),
  pass_the_phone INTEGER NOT NULL CHECK (pass_the_phone IN (0, 1)),
  constraints TEXT NOT NULL,
  deck TEXT NOT NULL,
  joined TEXT NOT NULL,
  matches TEXT NOT NULL DEFAULT '[]',
  started_at TEXT NOT NULL,
  last_activity_at TEXT NOT NULL,
  closed_at TEXT,
  closed_reason TEXT CHECK (closed_reason IN ('closed', 'idle')),
  CHECK ((closed_at IS NULL) = (closed_reason IS NULL))
);

-- One open session at a time.
CREATE UNIQUE INDEX decide_sessions_one_open ON decide_sessions ((closed_at IS NULL)) WHERE closed_at IS NULL;

-- Each of us answers each card once; answering again replaces the answer.
CREATE TABLE decide_votes (
  session_id TEXT NOT NULL REFERENCES decide_sessions (id) ON DELETE CASCADE,
  viewer TEXT NOT NULL CHECK (viewer IN ('person1', 'person2')),
  key TEXT NOT NULL,
  vote TEXT NOT NULL CHECK (vote IN ('yes', 'no')),
  at TEXT NOT NULL,
  PRIMARY KEY (session_id, viewer, key)
);
