// Supabase Edge Function: contact enquiries (site.yaml backend.functions.enquiry). Each enquiry
// and its queued notice are committed before the 201; with SMTP set, the reply waits a moment for
// the instance's outbox to try the notice (the guest reads "sent" only if the mail server took
// it), and the notices still due are sent after the reply, as a function has no worker between
// requests.
import { serveFunction, edgeDeps } from '../_shared/serve.ts';
import { storeOf } from '../../../src/server/deps.ts';
import { smtpMailer, smtpSettings } from '../../../src/server/enquiries/mail.ts';
import { startOutbox } from '../../../src/server/enquiries/outbox.ts';

const deps = edgeDeps();
const smtp = smtpSettings(deps.env, deps.site);
// Failed notices are retried whenever an instance runs (each request, and its poll while warm).
const mailer = smtp && smtpMailer(smtp, deps.site);
const outbox = mailer ? startOutbox({ store: storeOf(deps), send: mailer, sendDigest: mailer.digest, now: deps.now, log: deps.log, pollMs: 60_000 }) : undefined;
serveFunction('enquiry', deps, outbox && (() => outbox.idle()));
