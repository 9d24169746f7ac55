// A flood of wrong guide codes from many addresses, with a guest opening the guide in the middle
// of it: by the link, and by typing the stay's code. Shared by tests/hostile/guide-flood.test.ts
// (which bounds the work: the requests, not the time) and scripts/bench/guide-flood.ts (which
// prints the figures, at the issue's own pace if asked).
import http from 'node:http';

export interface FloodOptions {
  /** The guide function's URL. */
  url: string;
  code: string;
  linkKey: string;
  /** Wrong codes to send in all (10 a second for 10 minutes: 6,000). */
  wrong: number;
  /** Addresses they come from, in turn (X-Forwarded-For; the server trusts it). */
  addresses: number;
  /** The guest tries the link and the code after every this many wrong codes. */
  guestEvery: number;
  /** Wrong codes a second; as fast as `parallel` connections allow when absent. */
  perSecond?: number;
  parallel?: number;
}

export interface GuestTry {
  /** Wrong codes sent before it. */
  after: number;
  by: 'link' | 'code';
  status: number;
  ms: number;
}

export interface FloodResult {
  sent: number;
  /** How many of the wrong codes got each status. */
  statuses: Record<number, number>;
  guest: GuestTry[];
  seconds: number;
}

// Flat out, connections are kept; paced, each request has its own (a kept one can be closed by the
// server's idle timeout just as it is reused).
const kept = new http.Agent({ keepAlive: true, maxSockets: 16 });

function post(url: string, body: object, from: string, agent: http.Agent | false = kept): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'x-forwarded-for': from } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** The n-th of `count` addresses: 10.x.y.z, distinct for n < 16 million. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
/** A wrong code: never one of the open ones (the alphabet has no 0, O, 1, I or L). */
const wrongCode = (n: number) => `W${String(n).padStart(7, '2').replace(/[01]/g, '2')}`;

export async function flood(o: FloodOptions): Promise<FloodResult> {
  const started = performance.now();
  const agent = o.perSecond ? false : kept;
  const statuses: Record<number, number> = {};
  const guest: GuestTry[] = [];
  let next = 0;
  let guestAt = o.guestEvery;
  let guestRunning: Promise<void> = Promise.resolve();
  const guestTries = (after: number) =>
    (async () => {
      // The guest's own address, never one of the flood's.
      const from = `192.0.2.${(guest.length % 250) + 1}`;
      for (const [by, body] of [['link', { key: o.linkKey }], ['code', { passcode: o.code }]] as const) {
        const t = performance.now();
        const status = await post(by === 'link' ? `${o.url}/link` : o.url, body, from, agent);
        guest.push({ after, by, status, ms: Math.round(performance.now() - t) });
      }
    })();
  const worker = async () => {
    for (let n = next++; n < o.wrong; n = next++) {
      if (o.perSecond) {
        const due = started + (n / o.perSecond) * 1000;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      const status = await post(o.url, { passcode: wrongCode(n) }, address(n % o.addresses), agent);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (n + 1 >= guestAt) {
        guestAt += o.guestEvery;
        // Beside the flood, not after it: the next wrong codes go on being sent meanwhile.
        guestRunning = guestRunning.then(() => guestTries(n + 1));
      }
    }
  };
  await Promise.all(Array.from({ length: o.parallel ?? 8 }, worker));
  await guestRunning;
  return { sent: o.wrong, statuses, guest, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
