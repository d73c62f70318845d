-- Devices that have unlocked before, known by a long-lived HttpOnly cookie: their failed guesses are charged to a
-- budget of their own instead of the global one (see server/features/auth/throttle.ts). Only the SHA-256 hash of
-- the cookie's 256 random bits is stored.
CREATE TABLE trusted_devices (
  device_hash TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  last_unlock_at INTEGER NOT NULL
);
CREATE INDEX trusted_devices_last_unlock_at ON trusted_devices (last_unlock_at);
