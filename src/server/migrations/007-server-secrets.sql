-- Secrets the server makes itself when no setting gives one (the guide sessions' signing key),
-- kept here so that a restart, or another process sharing the database, signs with the same one.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
