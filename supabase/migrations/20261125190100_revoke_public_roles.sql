-- Supabase grants its API roles (anon: the key in every browser; authenticated) all privileges
-- on new tables, sequences and functions in public. Row level security stops row reads and
-- writes, but not TRUNCATE, nor calling a function: revoke everything from both, for what
-- exists and for what later migrations create. Only the functions' service connection (the
-- owner) uses these tables. On a Postgres without those roles this does nothing.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select from pg_roles where rolname = api_role) then
      execute format('revoke all on all tables in schema public from %I', api_role);
      execute format('revoke all on all sequences in schema public from %I', api_role);
      execute format('revoke all on all functions in schema public from %I', api_role);
      execute format('alter default privileges in schema public revoke all on tables from %I', api_role);
      execute format('alter default privileges in schema public revoke all on sequences from %I', api_role);
      execute format('alter default privileges in schema public revoke all on functions from %I', api_role);
    end if;
  end loop;
end $$;

-- Every role may call a new function (PUBLIC's built-in EXECUTE), whatever was revoked above.
-- That default is global: a per-schema one cannot take it away, so this one is global too
-- (functions the migration role creates from now on, in any schema).
revoke execute on all functions in schema public from public;
alter default privileges revoke execute on functions from public;
