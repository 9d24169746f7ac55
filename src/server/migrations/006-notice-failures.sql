-- For `npm run enquiries`: when a notice first failed ("retrying since"), and when the mail
-- server refused it outright (a 5xx reply: a wrong login, a rejected address). A refused notice
-- is not retried until the server starts again, as only a changed setting can make it go through.
ALTER TABLE enquiry_outbox ADD COLUMN first_failed_at_ms INTEGER;
ALTER TABLE enquiry_outbox ADD COLUMN refused_at_ms INTEGER;
