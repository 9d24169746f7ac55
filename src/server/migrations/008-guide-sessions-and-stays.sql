-- Guide sessions, kept so that "Lock the guide" ends a session wherever its token was copied,
-- and a session ends with the stay it was given for. The token itself is never stored: only
-- its SHA-256, so a copy of the database opens nothing.
CREATE TABLE guide_sessions (
  id TEXT PRIMARY KEY,             -- SHA-256 of the token (base64url)
  stay TEXT NOT NULL,              -- the stay's key (src/server/guide/access.ts), or 'passcode'
  key_id TEXT NOT NULL,            -- names the secret (and passcode) that gave it: a new one ends it
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX guide_sessions_expiry ON guide_sessions (expires_at_ms);

-- The host's e-mail about stays first seen in the booking feed (their codes and links, which
-- are derived again when it is sent, never stored), sent through the outbox like an enquiry's.
CREATE TABLE guide_stay_notices (
  id INTEGER PRIMARY KEY,
  ref TEXT NOT NULL,                     -- names it in the log: the stay's days, or how many
  created_at_ms INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at_ms INTEGER NOT NULL,
  lease_until_ms INTEGER,
  last_error TEXT,
  sent_at_ms INTEGER,
  first_failed_at_ms INTEGER,
  refused_at_ms INTEGER
);
CREATE INDEX guide_stay_notices_due ON guide_stay_notices (sent_at_ms, next_attempt_at_ms);

-- Each stay once: a stay is new when its key (UID and days) is not here yet.
CREATE TABLE guide_stays (
  stay TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  check_in TEXT NOT NULL,          -- YYYY-MM-DD
  check_out TEXT NOT NULL,
  seen_at_ms INTEGER NOT NULL,
  notice_id INTEGER REFERENCES guide_stay_notices (id) ON DELETE SET NULL
);
CREATE INDEX guide_stays_notice ON guide_stays (notice_id);
