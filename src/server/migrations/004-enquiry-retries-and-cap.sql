-- The client's Idempotency-Key: a retried POST finds the enquiry it already stored.
ALTER TABLE enquiries ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX enquiries_idempotency_key ON enquiries (idempotency_key);

-- How the host hears of each enquiry: 'enquiry', its own e-mail; 'summary', the first one over
-- the hourly e-mail cap, whose e-mail says that later ones are held; 'held', stored only.
ALTER TABLE enquiry_outbox ADD COLUMN notice TEXT NOT NULL DEFAULT 'enquiry' CHECK (notice IN ('enquiry', 'summary', 'held'));
