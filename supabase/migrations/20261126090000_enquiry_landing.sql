-- Which page brought each enquiry, as src/server/migrations/005-enquiry-landing.sql: the visit's
-- first page of the site, the referring site's host name, the landing address's utm_source /
-- utm_medium / utm_campaign, and the page the form was sent from. Empty when not known.
alter table enquiries
  add column landing_page text not null default '',
  add column referrer_host text not null default '',
  add column utm_source text not null default '',
  add column utm_medium text not null default '',
  add column utm_campaign text not null default '',
  add column form_page text not null default '';
