// Whether e-mail to the host works, as this process last saw it: the start-up check and then
// every notice the outbox tries. The enquiry function reads it, so that while the mail server
// is failing the guest is told the message was saved for the host, not that it was sent.
import type { Store } from '../store/types';

export type MailHealth = { ok: true; at: number } | { ok: false; at: number; reason: string };

// Per store, like the outbox's wake-ups: the request handler and the worker share the store.
const latest = new WeakMap<Store, MailHealth>();

/** Records what the last contact with the mail server showed; returns what was known before. */
export function reportMail(store: Store, health: MailHealth): MailHealth | undefined {
  const before = latest.get(store);
  latest.set(store, health);
  return before;
}

/** True while the last check or send failed: no notice is getting through now. */
export function mailFailing(store: Store): boolean {
  return latest.get(store)?.ok === false;
}
