-- Budgets across all clients (the guide's failed unlocks) count a whole bucket's window.
CREATE INDEX rate_events_bucket_time ON rate_events (bucket, at_ms);
