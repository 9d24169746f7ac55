import { defineFunction } from '../define';
import { storeOf } from '../../deps';
import { mailSettings, smtpMailer, smtpSettings } from '../../enquiries/mail';
import { startOutbox } from '../../enquiries/outbox';
import { enquiryRoutes, formTooLarge } from './routes';
// In schemas/api/, not here: the contact form's build reads its field limits too.
import request from '../../../../schemas/api/enquiry.schema.json' with { type: 'json' };

/** Contact enquiries, from the form's script (JSON) or its plain post (no script). */
export default defineFunction({
  key: 'enquiry',
  requests: { '/': request },
  settings: ['ENQUIRY_EMAILS_PER_HOUR', 'ENQUIRIES_PER_HOUR', 'ENQUIRY_SEND_WAIT_MS', ...mailSettings],
  privateFiles: [],
  cors: 'site-origins',
  routes: (deps) => enquiryRoutes(deps),
  tooLarge: formTooLarge,
  // Each enquiry and its queued notice are committed before the 201; with SMTP set, the reply waits
  // a moment for this instance's outbox to try the notice, and the notices still due are sent
  // after the reply. Failed ones are retried whenever an instance runs (each request, and its poll while warm).
  afterReply(deps) {
    const smtp = smtpSettings(deps.env, deps.site);
    const mailer = smtp && smtpMailer(smtp, deps.site);
    if (!mailer) return undefined;
    const outbox = startOutbox({ store: storeOf(deps), send: mailer, sendDigest: mailer.digest, now: deps.now, log: deps.log, pollMs: 60_000 });
    return () => outbox.idle();
  },
});
