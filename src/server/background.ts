import { storeOf, type ServerDeps } from './deps';
import { smtpHint, smtpMailer, smtpSettings, transportSecurity } from './enquiries/mail';
import { reportMail } from './enquiries/mail-health';
import { startOutbox } from './enquiries/outbox';
import { mailFailingNotice, readCommand } from './enquiries/host-notice';
import { storeLocation } from './store';
import { startStayNotices } from './guide/stay-notices';

/**
 * Work the server does between requests (the e-mail outbox: enquiries, and the guide's new stays
 * for the host); returns a stop function. Without SMTP there is none (main.ts then tells the
 * host how enquiries reach them instead). With it, the mail server is checked at once, so the
 * host reads whether notices will be delivered.
 */
export function startBackground(deps: ServerDeps): () => void {
  const settings = smtpSettings(deps.env, deps.site);
  if (!settings) return () => {};
  const store = storeOf(deps);
  const mailer = smtpMailer(settings, deps.site);
  const command = readCommand(deps.env);
  const outbox = startOutbox({ store, send: mailer, sendDigest: mailer.digest, readCommand: command, now: deps.now, log: deps.log });
  // Each new stay in the booking feed: one e-mail to the host with its guide code and link.
  const stays = startStayNotices(deps, mailer.deliver, settings);
  const server = `${settings.host}:${settings.port}`;
  deps.log.info(`Checking the mail server ${server} (SMTP_HOST, SMTP_PORT)...`);
  mailer.verify().then(
    () => {
      reportMail(store, { ok: true, at: deps.now() });
      deps.log.info(`Enquiry notices go to ${settings.to} through ${server} ${transportSecurity(settings)}; checked: the mail server takes the connection${settings.user ? ' and the login' : ''}.`);
    },
    (err: unknown) => {
      // The first line is the reason; TLS errors go on with OpenSSL's source file names.
      const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
      reportMail(store, { ok: false, at: deps.now(), reason });
      const where = storeLocation(deps.env).label;
      deps.log.warn(mailFailingNotice({ server, reason, hint: smtpHint(err, settings), dbFile: where, command, site: deps.site }));
    },
  );
  return () => {
    stays.stop();
    outbox.stop();
    mailer.close();
  };
}
