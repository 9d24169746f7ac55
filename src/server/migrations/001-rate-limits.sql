-- Attempts per client and purpose (guide passcode, enquiries), kept in the database so
-- limits survive restarts and hold across several server processes.
CREATE TABLE rate_events (
  id INTEGER PRIMARY KEY,
  bucket TEXT NOT NULL,      -- e.g. 'guide-fail', 'enquiry'
  client TEXT NOT NULL,      -- client address as keyed by the server
  at_ms INTEGER NOT NULL
);
CREATE INDEX rate_events_lookup ON rate_events (bucket, client, at_ms);
