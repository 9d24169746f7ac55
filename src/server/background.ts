import { storeOf, type ServerDeps } from './deps';
import { smtpMailer, smtpSettings, transportSecurity } from './enquiries/mail';
import { startOutbox } from './enquiries/outbox';

/**
 * Work the server does between requests (the e-mail outbox); returns a stop function. Without
 * SMTP there is none (main.ts then tells the host how enquiries reach them instead).
 */
export function startBackground(deps: ServerDeps): () => void {
  const settings = smtpSettings(deps.env, deps.site);
  if (!settings) return () => {};
  const mailer = smtpMailer(settings, deps.site);
  const outbox = startOutbox({ store: storeOf(deps), send: mailer, now: deps.now, log: deps.log });
  deps.log.info(`Enquiry notices go to ${settings.to} through ${settings.host}:${settings.port} ${transportSecurity(settings)}.`);
  return () => {
    outbox.stop();
    mailer.close();
  };
}
