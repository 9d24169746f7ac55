-- Contact-form enquiries, and the outbox that turns each into an e-mail to the host.
-- The enquiry and its outbox row are written in one transaction before the 201 reply,
-- so an acknowledged enquiry is on disk and its notice will be sent, whatever happens next.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  ref TEXT NOT NULL UNIQUE,          -- short reference shown to the guest and in the e-mail
  created_at_ms INTEGER NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  dates TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL
);
CREATE INDEX enquiries_created ON enquiries (created_at_ms);

CREATE TABLE enquiry_outbox (
  enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at_ms INTEGER NOT NULL,   -- not before this time (exponential backoff)
  lease_until_ms INTEGER,                -- a worker is sending it until then (several processes may run)
  last_error TEXT,
  sent_at_ms INTEGER
);
CREATE INDEX enquiry_outbox_due ON enquiry_outbox (sent_at_ms, next_attempt_at_ms);
