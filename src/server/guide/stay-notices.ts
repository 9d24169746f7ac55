import { storeOf, type ServerDeps } from '../deps';
import { startOutbox, type Failure, type NoticeKind, type Outbox } from '../enquiries/outbox';
import { smtpMailer, smtpSettings, type HostMail, type SmtpSettings } from '../enquiries/mail';
import type { StayNotice, Store } from '../store/types';
import { guideAccessSettings } from '../../core/guide-code';
import { stayAccess } from './access';
import { guideSecret } from './secret';
import { guideStays } from './stays';
import { stayLines } from './stay-lines';

/** The host's e-mail about stays first seen in the feed: each one's days, code, link and when they work. */
function stayMail(n: StayNotice, secret: string, deps: Pick<ServerDeps, 'site'>, settings: Pick<SmtpSettings, 'from' | 'to'>): HostMail {
  const { site } = deps;
  const access = n.stays.map((s) => stayAccess(secret, s, guideAccessSettings(site), site.property.timeZone));
  const lines = access.map((a) => stayLines(a, site.baseUrl, site.property.timeZone));
  const one = lines.length === 1;
  const text = [
    one
      ? 'A new stay is in the booking feed. Its guest opens the digital guide with this code, or at once with the link:'
      : `${lines.length} stays are in the booking feed that this site had not seen yet. Each guest opens the digital guide with their stay's code, or at once with its link:`,
    '',
    ...lines.flatMap((l) => [`Stay:   ${l.stay}`, `Code:   ${l.code}`, `Link:   ${l.link}`, `Works:  ${l.works}`, '']),
    "Send them to the guest in the booking platform's message (its scheduled check-in message, say):",
    `"Your guide to the house: ${one ? lines[0].link : '<link>'}  (or enter the code ${one ? lines[0].code : '<code>'} at ${site.baseUrl}/digital-guide)."`,
    'A moved stay gets a new code; a cancelled one stops working at the next feed refresh.',
    '`npm run guide-links` prints every upcoming stay at any time.',
  ];
  return {
    from: settings.from,
    to: settings.to,
    subject: one ? `Guide code for the stay ${lines[0].stay}: ${lines[0].code}` : `Guide codes for ${lines.length} stays from ${lines[0].stay.split(' to ')[0]}`,
    text: text.join('\n'),
    // Stable per notice: if a crash makes us send twice, mail clients can tell it is the same one.
    messageId: `<guide-stays-${n.id}@${new URL(site.baseUrl).hostname}>`,
  };
}

const seconds = (ms: number) => Math.round(ms / 1000);

/** The stay notices as a kind of the outbox's host notices. */
function stayNoticeKind(store: Store): NoticeKind<StayNotice> {
  return {
    name: 'Guide stays outbox',
    ...store.stayNotices,
    sentLine: (n) => `Guide codes for ${n.ref}: e-mailed to the host.`,
    about: (ref) => `the guide codes for ${ref}`,
    failedLine: (failed: Failure[]) => {
      const [f] = failed;
      const what = failed.length === 1 ? `the e-mail with the guide codes for ${f.ref}` : `${failed.length} e-mails with guide codes`;
      return f.refused
        ? `The mail server refused ${what} (${f.reason}): correct the SMTP settings (or ENQUIRY_TO) and restart, and it is tried again. \`npm run guide-links\` prints the codes meanwhile.`
        : `E-mail failed for ${what} (${f.reason}); retrying in ${seconds(f.delayMs)} s. \`npm run guide-links\` prints the codes meanwhile.`;
    },
    retriedLine: (n) => `${n} e-mail${n === 1 ? '' : 's'} with guide codes the mail server refused before will be tried again.`,
  };
}

export interface StayNotices {
  /** Reads the feeds, records the stays not seen before (one notice for them all) and sends what is due. */
  check(): Promise<void>;
  stop(): void;
}

/**
 * E-mails the host each stay that appears in the booking feed, with its code and link, through
 * the outbox (kept in the store until the mail server takes it, retried). The feeds are read
 * every `everyMs` (their own refresh interval bounds the fetches), and by `check()`.
 */
export function startStayNotices(
  deps: ServerDeps,
  deliver: (mail: HostMail) => Promise<void>,
  settings: Pick<SmtpSettings, 'from' | 'to'>,
  opts: { everyMs?: number; pollMs?: number } = {},
): StayNotices {
  const store = storeOf(deps);
  const secret = guideSecret(deps.env, store);
  const stays = guideStays(deps, secret);
  const outbox: Outbox = startOutbox<StayNotice>({
    store,
    kind: stayNoticeKind(store),
    send: async (n) => deliver(stayMail(n, await secret(), deps, settings)),
    now: deps.now,
    log: deps.log,
    pollMs: opts.pollMs,
  });
  const check = async () => {
    try {
      const index = await stays.read();
      if (!index) return;
      const now = deps.now();
      const fresh = await store.noteStays(
        index.all.filter((a) => a.closesAt > now).map((a) => ({ key: a.key, ...a.stay })),
        now,
      );
      if (fresh) outbox.kick();
      await outbox.idle();
    } catch (err) {
      deps.log.error('Guide stays: could not record new stays', err);
    }
  };
  const timer = setInterval(() => void check(), opts.everyMs ?? 5 * 60_000);
  timer.unref?.();
  void check();
  return {
    check,
    stop() {
      clearInterval(timer);
      outbox.stop();
    },
  };
}

/**
 * A Supabase function's share of the stay notices (the availability and guide functions read the
 * feed): with SMTP set, the stays first seen are e-mailed to the host after a reply, since an
 * instance has no worker between requests.
 */
export function stayNoticesAfterReply(deps: ServerDeps): (() => Promise<void>) | undefined {
  const smtp = smtpSettings(deps.env, deps.site);
  if (!smtp) return undefined;
  const stays = startStayNotices(deps, smtpMailer(smtp, deps.site).deliver, smtp, { pollMs: 60_000 });
  return () => stays.check();
}
