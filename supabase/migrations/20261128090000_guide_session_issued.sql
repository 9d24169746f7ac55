-- As src/server/migrations/010-guide-session-issued.sql: when each guide session was given, so a
-- stay keeps only its newest sessions (one stay's link posted thousands of times must not fill the disk).
alter table guide_sessions add column issued_at_ms bigint not null default 0;
create index guide_sessions_stay on guide_sessions (stay, issued_at_ms);
