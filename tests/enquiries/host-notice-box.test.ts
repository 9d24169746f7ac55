// The boxed notices the server prints for the host: every line fits between its rules, however
// long the reply time site.yaml promises or the reason a mail server gives.
import { expect, it } from 'vitest';
import { enquiryNotice, floodNotice, mailFailingNotice, mailStoppedNotice, startupNotice, storeFullNotice } from '../../src/server/enquiries/host-notice';
import { realSite } from '../support/site';

const site = { ...realSite(), contact: { ...realSite().contact, replyTime: 'within 2 hours in business hours and within 24 hours on weekends and public holidays' } };
const command = 'DATA_DIR=/srv/a/rather/long/folder/for/the/guesthouse/data npm run enquiries';
const notices = {
  startup: startupNotice('/srv/a/rather/long/folder/for/the/guesthouse/data/site.db', command, site),
  failing: mailFailingNotice({ server: 'smtp.example.com:465', reason: 'C0A2B1E3:error:0A00010B:SSL routines:ssl3_get_record:wrong version number', hint: 'Port 587 does not speak TLS from the start: use SMTP_PORT=465 with SMTP_SECURE=1, or unset SMTP_SECURE for port 587.', dbFile: 'data/site.db', command, site }),
  stopped: mailStoppedNotice('enquiry 7KQ3M2XP', 'Invalid login: 535 5.7.8 Username and Password not accepted. Learn more at the provider', command),
  enquiry: enquiryNotice('7KQ3M2XP', Date.parse('2026-12-07T04:41:00Z'), site, command, 'the mail server failed: connect ECONNREFUSED 127.0.0.1:587; the e-mail is retried'),
  flood: floodNotice('7KQ3M2XP', 20, Date.parse('2026-12-07T05:41:00Z'), site, command),
  full: storeFullNotice(200, 900_000),
};

it.each(Object.entries(notices))('the %s notice fits between its rules, its prose wrapped and its commands whole', (_name, notice) => {
  const lines = notice.split('\n');
  const rules = lines.filter((l) => /^━+$/.test(l));
  expect(rules).toHaveLength(2);
  for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(rules[0].length);
  // Prose is cut at 70 characters: a longer line is a rule, a command (kept whole, to be copied),
  // an enquiry's one line (what a host looks for in a log) or one word too long to cut.
  for (const l of lines.filter((l) => l.length > 72 && !rules.includes(l))) expect(l.includes(command) || l.startsWith('  NEW ENQUIRY') || !l.trim().includes(' '), l).toBe(true);
});

it('says the whole reply time it promises, in its words, and every command as it runs', () => {
  const text = notices.startup.replace(/\n {2}/g, ' ');
  expect(text).toContain(`The site promises guests a reply ${site.contact.replyTime} (site.yaml contact.replyTime)`);
  expect(notices.startup).toContain(`\n  Read the enquiries:   ${command}\n`);
  expect(notices.flood.replace(/\n {2}/g, ' ')).toContain('from 7 Dec 2026, 4:41 pm.');
});
