-- The backend functions' tables on Postgres (Supabase), the same as the embedded server's
-- SQLite tables (src/server/migrations). Times are milliseconds since the epoch, as there.
-- Row level security is on for every table with no policy: the anon and authenticated keys
-- the browser holds can read or write nothing here; only the functions, which connect with
-- the service connection (SUPABASE_DB_URL), bypass it.

-- Attempts per client and purpose (guide passcode, enquiries): limits hold across instances.
create table rate_events (
  id bigint generated always as identity primary key,
  bucket text not null,      -- e.g. 'guide-fail', 'enquiry'
  client text not null,      -- client address as keyed by the server
  at_ms bigint not null
);
create index rate_events_lookup on rate_events (bucket, client, at_ms);
alter table rate_events enable row level security;

-- Contact-form enquiries; each and its outbox row are written in one transaction before the 201.
create table enquiries (
  id bigint generated always as identity primary key,
  ref text not null unique,          -- short reference shown to the guest and in the e-mail
  created_at_ms bigint not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null default '',
  dates text not null default '',
  message text not null
);
create index enquiries_created on enquiries (created_at_ms);
alter table enquiries enable row level security;

-- The host's e-mail for each enquiry, kept until the SMTP server accepted it.
create table enquiry_outbox (
  enquiry_id bigint primary key references enquiries (id) on delete cascade,
  attempts integer not null default 0,
  next_attempt_at_ms bigint not null,    -- not before this time (exponential backoff)
  lease_until_ms bigint,                 -- a worker is sending it until then
  last_error text,
  sent_at_ms bigint
);
create index enquiry_outbox_due on enquiry_outbox (sent_at_ms, next_attempt_at_ms);
alter table enquiry_outbox enable row level security;
