// Supabase Edge Function: the booking calendar's availability (site.yaml backend.functions.availability).
// With SMTP set, stays first seen in the feed it reads are e-mailed to the host (each with its
// guide code and link) after a reply, since a function has no worker running between requests.
import { serveFunction, edgeDeps } from '../_shared/serve.ts';
import { smtpMailer, smtpSettings } from '../../../src/server/enquiries/mail.ts';
import { startStayNotices } from '../../../src/server/guide/stay-notices.ts';

const deps = edgeDeps();
const smtp = smtpSettings(deps.env, deps.site);
const stays = smtp ? startStayNotices(deps, smtpMailer(smtp, deps.site).deliver, smtp, { pollMs: 60_000 }) : undefined;
serveFunction('availability', deps, stays && (() => stays.check()));
