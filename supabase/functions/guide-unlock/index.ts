// Supabase Edge Function: the digital guide (site.yaml backend.functions.guide). Each stay's code
// and link come from the booking feed (AVAILABILITY_ICAL_URLS, or the calendar file shipped
// with it) and GUIDE_SECRET; GUIDE_PASSCODE, the weak shared option, is a secret too. With SMTP
// set, stays first seen in the feed are e-mailed to the host after a reply, since a function has
// no worker running between requests.
import { serveFunction, edgeDeps } from '../_shared/serve.ts';
import { smtpMailer, smtpSettings } from '../../../src/server/enquiries/mail.ts';
import { startStayNotices } from '../../../src/server/guide/stay-notices.ts';

const deps = edgeDeps();
const smtp = smtpSettings(deps.env, deps.site);
const stays = smtp ? startStayNotices(deps, smtpMailer(smtp, deps.site).deliver, smtp, { pollMs: 60_000 }) : undefined;
serveFunction('guide', deps, stays && (() => stays.check()));
