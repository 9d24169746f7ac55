-- For `npm run enquiries`: when a notice first failed ("retrying since"), and when the mail
-- server refused it outright (a 5xx reply: a wrong login, a rejected address). A refused notice
-- is not retried until a server or function instance starts again, as only a changed setting
-- can make it go through.
alter table enquiry_outbox add column first_failed_at_ms bigint, add column refused_at_ms bigint;
