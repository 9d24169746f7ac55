-- Which page brought each enquiry (README, "Privacy"): the visit's first page of the site, the
-- referring site's host name and the landing address's utm_source / utm_medium / utm_campaign,
-- as the visitor's browser remembered them for the visit, and the page the form was sent from.
-- Empty when not known (a visitor without script sends only the form's page).
ALTER TABLE enquiries ADD COLUMN landing_page TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN form_page TEXT NOT NULL DEFAULT '';
