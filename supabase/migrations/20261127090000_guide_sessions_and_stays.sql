-- Guide sessions and the stays seen in the booking feed, as src/server/migrations/008-guide-sessions-and-stays.sql:
-- a session is kept (as the SHA-256 of its token) so that "Lock the guide" ends it wherever the
-- token was copied; each new stay queues one e-mail to the host with its code and link (derived
-- again when sent, never stored). Row level security on, no policy, no grant to the API roles.
create table guide_sessions (
  id text primary key,
  stay text not null,
  key_id text not null,
  expires_at_ms bigint not null
);
create index guide_sessions_expiry on guide_sessions (expires_at_ms);
alter table guide_sessions enable row level security;

create table guide_stay_notices (
  id bigint generated always as identity primary key,
  ref text not null,
  created_at_ms bigint not null,
  attempts integer not null default 0,
  next_attempt_at_ms bigint not null,
  lease_until_ms bigint,
  last_error text,
  sent_at_ms bigint,
  first_failed_at_ms bigint,
  refused_at_ms bigint
);
create index guide_stay_notices_due on guide_stay_notices (sent_at_ms, next_attempt_at_ms);
alter table guide_stay_notices enable row level security;

create table guide_stays (
  stay text primary key,
  uid text not null,
  check_in text not null,
  check_out text not null,
  seen_at_ms bigint not null,
  notice_id bigint references guide_stay_notices (id) on delete set null
);
create index guide_stays_notice on guide_stays (notice_id);
alter table guide_stays enable row level security;
