import { Hono } from 'hono';
import { storeOf, type ServerDeps } from '../deps';
import { clientAddress } from '../client-address';
import { parseBody } from '../validate-body';
import { guideFile, loadGuide } from '../guide/content';
import { guidePasscode } from '../guide/passcode';
import { unsupportedType } from '../http/request-guards';

/**
 * Five wrong codes per client and, whatever the number of client addresses, six per 15 minutes
 * in all (one more than a single fumbling guest can make): at most 6 × 96 = 576 guesses a day,
 * 5.8% of the 10,000 codes, so an attacker with unlimited addresses needs 8.7 days on average.
 */
const FAILURES = { bucket: 'guide-fail', max: 5, maxAll: 6, windowMs: 15 * 60 * 1000 };

/**
 * The digital guide unlock: POST {passcode} returns the private guide. Five wrong codes
 * from one client lock it out for 15 minutes, and six from all clients together lock
 * everyone out until the oldest expires (a guess from many addresses is still a guess); the
 * counts live in the database so a restart does not hand an attacker a fresh set of guesses.
 */
export function guideRoutes(deps: ServerDeps): Hono {
  const guide = JSON.stringify(loadGuide(guideFile(deps.rootDir), deps.rootDir, deps.site));
  const passcode = guidePasscode(deps.env, deps.log);
  const store = storeOf(deps);
  let warnedUntil = 0;

  const app = new Hono();
  app.post('/', async (c) => {
    // Neither the guide nor a refusal may be kept by a shared cache.
    c.header('Cache-Control', 'no-store');
    // Only JSON: a form or text/plain post needs no CORS preflight, so any page could send one.
    const refused = unsupportedType(c, ['application/json']);
    if (refused) return refused;
    const parsed = await parseBody<{ passcode: string }>(c, 'guide-unlock');
    if (!parsed.ok) return parsed.response;

    // Each try counts as a failure first, in one atomic step with the check, so parallel
    // guesses cannot all slip past it; the right code then clears the count.
    const client = clientAddress(c, deps.env);
    const limit = await store.attempt(FAILURES, client, deps.now());
    if (limit.limited) {
      const now = deps.now();
      if (limit.all && now >= warnedUntil) {
        // For the host, at most once per window however long it goes on: a guest cannot cause this alone.
        warnedUntil = now + FAILURES.windowMs;
        deps.log.warn(
          `Digital guide: ${FAILURES.maxAll} wrong passcodes within 15 minutes from several addresses; every unlock waits ${Math.ceil(limit.retryAfterMs / 60_000)} min. ` +
            'If your guests are not the cause, someone is guessing: change GUIDE_PASSCODE.',
        );
      }
      const retryAfterSeconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
      c.header('Retry-After', String(retryAfterSeconds));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      return c.json(
        {
          error: 'Too many attempts',
          message: `Too many incorrect passcodes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfterSeconds,
        },
        429,
      );
    }
    if (!passcode.matches(parsed.data.passcode)) {
      return c.json({ error: 'Invalid Passcode', message: 'Please enter the correct passcode.' }, 401);
    }
    // A guest who fumbled the code and then got it right starts afresh.
    await store.reset(FAILURES.bucket, client);
    return c.body(guide, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
  return app;
}
