-- When each guide session was given, so a stay keeps only its newest sessions: one stay's link
-- posted thousands of times must not fill the disk (src/server/guide/session.ts).
ALTER TABLE guide_sessions ADD COLUMN issued_at_ms INTEGER NOT NULL DEFAULT 0;
CREATE INDEX guide_sessions_stay ON guide_sessions (stay, issued_at_ms);
