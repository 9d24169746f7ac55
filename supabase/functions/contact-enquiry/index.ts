// Supabase Edge Function: contact enquiries (site.yaml backend.functions.enquiry). Each enquiry
// and its queued notice are committed before the 201; with SMTP set, the notices due are sent
// after the reply, since a function has no worker running between requests.
import { serveFunction, edgeDeps } from '../_shared/serve.ts';
import { storeOf } from '../../../src/server/deps.ts';
import { smtpMailer, smtpSettings } from '../../../src/server/enquiries/mail.ts';
import { startOutbox } from '../../../src/server/enquiries/outbox.ts';

const deps = edgeDeps();
const smtp = smtpSettings(deps.env, deps.site);
// Failed notices are retried whenever an instance runs (each request, and its poll while warm).
const outbox = smtp ? startOutbox({ store: storeOf(deps), send: smtpMailer(smtp, deps.site), now: deps.now, log: deps.log, pollMs: 60_000 }) : undefined;
serveFunction('enquiry', deps, outbox && (() => outbox.idle()));
