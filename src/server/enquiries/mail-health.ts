// Whether e-mail to the host works, as this process last saw it: the start-up check and then
// every notice the outbox tries. A change is what the host must hear of: the first failure after
// a success is boxed in the log, the first success after a failure says e-mail works again. (What
// a guest reads depends on their own notice only: src/server/functions/enquiry/routes.ts.)
import type { Store } from '../store/types';

type MailHealth = { ok: true; at: number } | { ok: false; at: number; reason: string };

// Per store, like the outbox's wake-ups: the request handler and the worker share the store.
const latest = new WeakMap<Store, MailHealth>();

/** Records what the last contact with the mail server showed; returns what was known before. */
export function reportMail(store: Store, health: MailHealth): MailHealth | undefined {
  const before = latest.get(store);
  latest.set(store, health);
  return before;
}
