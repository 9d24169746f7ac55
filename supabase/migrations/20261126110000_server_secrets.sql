-- Secrets the functions make themselves when no setting gives one (the guide sessions' signing
-- key), kept here so that every instance signs with the same one. Row level security on, no
-- policy, and (by the earlier migration's default privileges) no grant to anon or authenticated.
create table server_secrets (
  name text primary key,
  value text not null
);
alter table server_secrets enable row level security;
