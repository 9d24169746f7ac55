import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerDeps } from '../deps';
import { addDays, dayIn } from '../../core/dates';
import { IcalParseError } from './ical';
import type { PackedRanges } from './packed';
import { parseOffThread, warmParser } from './parse-off-thread';
import { visibleControls } from '../log';

type SourceKind = 'ical' | 'file';

interface FeedSource {
  kind: SourceKind;
  /** The URL or absolute file path. URLs may carry a secret token: never show them whole. */
  location: string;
  /** A name safe to print in logs and replies (host and path, or the file's path). */
  label: string;
}

interface SourceSettings {
  kind: SourceKind;
  sources: FeedSource[];
  /** Why no source could be set up, when sources is empty. */
  problem?: string;
  refreshMs: number;
  timeoutMs: number;
}

function positiveMs(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The settings sourceSettings reads: every function that reads the booking feed names them. */
export const feedSettings = ['AVAILABILITY_ICAL_URLS', 'AVAILABILITY_ICS_FILE', 'AVAILABILITY_REFRESH_MS', 'AVAILABILITY_TIMEOUT_MS'];

/**
 * Where availability comes from: AVAILABILITY_ICAL_URLS (comma or whitespace separated
 * http(s) or webcal URLs), or else a calendar file the owner keeps, private/availability.ics
 * (AVAILABILITY_ICS_FILE moves it).
 */
export function sourceSettings(env: Record<string, string | undefined>, rootDir: string): SourceSettings {
  const refreshMs = positiveMs(env.AVAILABILITY_REFRESH_MS, 300_000);
  const timeoutMs = positiveMs(env.AVAILABILITY_TIMEOUT_MS, 5_000);
  const listed = (env.AVAILABILITY_ICAL_URLS ?? '').split(/[\s,]+/).filter(Boolean);
  if (listed.length) {
    const sources: FeedSource[] = [];
    const bad: string[] = [];
    for (const entry of listed) {
      let url: URL | undefined;
      try {
        // Calendar apps hand out webcal:// links; they name the same https:// address.
        url = new URL(entry.replace(/^webcal:\/\//i, 'https://'));
      } catch {
        url = undefined;
      }
      if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
        sources.push({ kind: 'ical', location: url.href, label: `${url.host}${url.pathname}` });
      } else bad.push(entry.slice(0, 40));
    }
    const problem = bad.length ? `AVAILABILITY_ICAL_URLS has entries that are not http(s) URLs: ${bad.join(', ')}` : undefined;
    return { kind: 'ical', sources, problem, refreshMs, timeoutMs };
  }
  const file = path.resolve(rootDir, env.AVAILABILITY_ICS_FILE || path.join('private', 'availability.ics'));
  const rel = path.relative(rootDir, file);
  const label = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : path.basename(file);
  return { kind: 'file', sources: [{ kind: 'file', location: file, label }], refreshMs, timeoutMs };
}

/** A fetched calendar we trust, kept until a better one arrives. */
interface Copy {
  ranges: PackedRanges;
  fetchedAt: number;
}

interface SourceState {
  source: FeedSource;
  good?: Copy;
  /** The newest calendar the feed answered, empty or not: what the guide's new unlocks follow. */
  latest?: Copy;
  /** Since when every fetch has failed (no calendar came back), and why the last one did. */
  failing?: { since: number; reason: string };
  lastAttemptAt?: number;
  lastError?: string;
  /** When the feed first came back empty after holding bookings (see EMPTY_TRUSTED_AFTER_MS). */
  emptySince?: number;
  inflight?: Promise<void>;
}

interface FeedReading {
  source: FeedSource;
  /** The copy trusted for availability: an empty answer replaces one with bookings only after an hour. */
  ranges: PackedRanges;
  /** The newest calendar the feed answered (the same as `ranges`, or an empty one held back). */
  latest: PackedRanges;
  /** Set while the feed's fetches fail: since when, and the last reason (safe to print). */
  failing?: { since: number; reason: string };
  /** When this copy was fetched (ms since epoch). */
  syncedAt: number;
  /** True when the latest fetch failed and this is an older copy. */
  stale: boolean;
}

interface FeedsResult {
  kind: SourceKind;
  readings: FeedReading[];
  /** Sources with no copy to serve, with a reason safe to show. */
  missing: { source?: FeedSource; reason: string }[];
}

export interface AvailabilityFeeds {
  read(): Promise<FeedsResult>;
  /** Resolves once no refresh is in flight (tests, and a clean shutdown). */
  settled(): Promise<void>;
}

// Providers sometimes serve a valid but empty calendar for a while (an outage, a reindex).
// Wiping every booking would invite double bookings, so an empty feed replaces one that held
// bookings only after it has stayed empty this long (guests really can all cancel).
const EMPTY_TRUSTED_AFTER_MS = 60 * 60_000;
// A calendar is a few hundred KB at most; anything far larger is not one.
const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** Days after check-out a stay is kept for the guide's access (its grace is at most this). */
const STAYS_KEPT_DAYS = 31;

class FeedError extends Error {}

async function download(source: FeedSource, timeoutMs: number): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetch(source.location, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
      redirect: 'follow',
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError(abortReason(err, timeoutMs) ?? `could not connect (${cause?.code ?? cause?.message ?? (err as Error).message})`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new FeedError(`HTTP ${res.status}`);
  }
  const length = Number(res.headers.get('content-length'));
  if (length > MAX_FEED_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new FeedError(`the calendar is too large (${length} bytes)`);
  }
  // The cap holds while reading, so a feed that streams without a length (or lies about it)
  // costs at most MAX_FEED_BYTES of memory before it is cut off. Chunks are copied into one
  // buffer as they arrive (unused room is never touched, so never resident): joining 5 MB in
  // one go at the end held the event loop for ~15 ms.
  let buffer = Buffer.allocUnsafeSlow(length > 0 ? length : MAX_FEED_BYTES);
  let bytes = 0;
  try {
    const reader = res.body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const end = bytes + r.value.byteLength;
      if (end > MAX_FEED_BYTES) {
        await reader.cancel().catch(() => {});
        throw new FeedError(`the calendar is too large (over ${MAX_FEED_BYTES} bytes)`);
      }
      if (end > buffer.length) buffer = Buffer.concat([buffer.subarray(0, bytes)], MAX_FEED_BYTES);
      buffer.set(r.value, bytes);
      bytes = end;
    }
  } catch (err) {
    if (err instanceof FeedError) throw err;
    throw new FeedError(abortReason(err, timeoutMs) ?? `the download broke off (${(err as Error).message})`);
  }
  // Bytes, not text: the worker decodes them, so a 5 MB feed never becomes a string here.
  return buffer.subarray(0, bytes);
}

function abortReason(err: unknown, timeoutMs: number): string | undefined {
  const name = (err as { name?: string })?.name;
  return name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : undefined;
}

async function readLocal(source: FeedSource): Promise<Uint8Array> {
  try {
    return await fs.readFile(source.location);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new FeedError(code === 'ENOENT' ? `there is no ${source.label}` : `${source.label} cannot be read (${code ?? (err as Error).message})`);
  }
}

function age(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes < 1 ? 'under a minute old' : minutes < 120 ? `${minutes} min old` : `${Math.round(minutes / 60)} h old`;
}

// One set per server: the calendar and the guide's access read the same copies, fetched once.
const shared = new WeakMap<object, AvailabilityFeeds>();

/**
 * The availability feeds behind the calendar and the guide's stays. Each source is fetched at most once per
 * refresh interval, concurrent readers share one fetch, parsing runs on a worker thread, and
 * a failed, slow, empty or unparsable fetch keeps the last good copy (reported stale) rather
 * than wiping bookings.
 */
export function availabilityFeeds(deps: Pick<ServerDeps, 'env' | 'rootDir' | 'now' | 'log' | 'site'>): AvailabilityFeeds {
  const known = shared.get(deps);
  if (known) return known;
  const settings = sourceSettings(deps.env, deps.rootDir);
  const timeZone = deps.site.property.timeZone;
  const states: SourceState[] = settings.sources.map((source) => ({ source }));
  if (settings.problem) deps.log.warn(`Availability: ${settings.problem}`);
  if (states.length) warmParser();
  // The first copy is fetched as the server starts, so the first visitor is not the one who
  // waits for it (nor pays for loading the HTTP client).
  for (const s of states) void ensureFresh(s);

  async function refresh(state: SourceState): Promise<void> {
    const { source } = state;
    const started = deps.now();
    state.lastAttemptAt = started;
    let answered = false;
    try {
      const text = source.kind === 'ical' ? await download(source, settings.timeoutMs) : await readLocal(source);
      // Recurring blocks are spelled out for two years ahead; requests look 90 days out.
      // Downloaded bytes sit in a buffer of their own, which moves to the worker without a copy.
      // Stays that ended a month ago open the guide no more (src/server/guide/settings.ts caps the grace).
      const today = dayIn(started, timeZone);
      const ranges = await parseOffThread(text, { timeZone, expandUntil: addDays(today, 731), staysFrom: addDays(today, -STAYS_KEPT_DAYS) }, source.kind === 'ical');
      answered = true;
      state.latest = { ranges, fetchedAt: started };
      state.failing = undefined;
      if (!ranges.start.length && state.good?.ranges.start.length) {
        state.emptySince ??= started;
        if (started - state.emptySince < EMPTY_TRUSTED_AFTER_MS) throw new FeedError('the calendar came back empty');
      } else state.emptySince = undefined;
      state.good = { ranges, fetchedAt: started };
      state.lastError = undefined;
    } catch (err) {
      const reason = err instanceof FeedError || err instanceof IcalParseError ? err.message : `unexpected error (${String(err)})`;
      state.lastError = err instanceof IcalParseError ? 'the calendar is not valid iCalendar' : reason;
      const kept = state.good ? `serving the copy that is ${age(deps.now() - state.good.fetchedAt)}` : 'no earlier copy to serve';
      // An empty calendar held back was still an answer; anything else starts or continues a run of failures.
      if (!answered) state.failing = { since: state.failing?.since ?? started, reason: state.lastError };
      // The reason may quote the feed: one line, its control characters written out.
      deps.log.warn(`Availability feed ${source.label}: ${visibleControls(reason, { oneLine: true })}; ${kept}.`);
    }
  }

  function ensureFresh(state: SourceState): Promise<void> | undefined {
    if (state.inflight) return state.inflight;
    if (state.lastAttemptAt !== undefined && deps.now() - state.lastAttemptAt < settings.refreshMs) return undefined;
    state.inflight = refresh(state).finally(() => {
      state.inflight = undefined;
    });
    return state.inflight;
  }

  const feeds: AvailabilityFeeds = {
    async read() {
      // Stale-while-revalidate: a source with a good copy answers from it at once and refreshes
      // in the background, so a hanging feed never makes a visitor wait; only a source with
      // nothing to serve yet is waited for.
      await Promise.all(states.map((s) => (s.good ? void ensureFresh(s) : ensureFresh(s))));
      const readings: FeedReading[] = [];
      const missing: FeedsResult['missing'] = [];
      for (const s of states) {
        if (s.good) readings.push({ source: s.source, ranges: s.good.ranges, latest: (s.latest ?? s.good).ranges, failing: s.failing, syncedAt: s.good.fetchedAt, stale: s.lastError !== undefined });
        else missing.push({ source: s.source, reason: `${s.source.kind === 'ical' ? `calendar feed ${s.source.label.split('/')[0]}` : 'calendar file'}: ${s.lastError ?? 'not fetched yet'}` });
      }
      if (!states.length) missing.push({ reason: settings.problem ?? 'no calendar is configured' });
      return { kind: settings.kind, readings, missing };
    },
    async settled() {
      await Promise.all(states.map((s) => s.inflight));
    },
  };
  shared.set(deps, feeds);
  return feeds;
}
