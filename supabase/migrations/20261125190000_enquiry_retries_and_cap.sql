-- The client's Idempotency-Key: a retried POST finds the enquiry it already stored.
alter table enquiries add column idempotency_key text;
create unique index enquiries_idempotency_key on enquiries (idempotency_key);

-- How the host hears of each enquiry: 'enquiry', its own e-mail; 'summary', the first one over
-- the hourly e-mail cap, whose e-mail says that later ones are held; 'held', stored only.
alter table enquiry_outbox add column notice text not null default 'enquiry' check (notice in ('enquiry', 'summary', 'held'));

-- Budgets across all clients (the guide's failed unlocks) count a whole bucket's window.
create index rate_events_bucket_time on rate_events (bucket, at_ms);
