-- An Idempotency-Key counts for one client and one message: idempotency_key now holds a hash of
-- the client's address and its key, and request_hash a hash of the message sent under it, so a
-- key reused by another client is a new enquiry and a key reused for another message is refused
-- (instead of answering with, and losing behind, an enquiry someone else sent).
ALTER TABLE enquiries ADD COLUMN request_hash TEXT;
