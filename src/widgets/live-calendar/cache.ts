import { createStore } from 'zustand/vanilla';
import type { AvailabilityRequest, SiteConfig } from '../../core/types/content.gen';
import { invokeFunction } from '../../core/functions-client';

/** One day of the availability function's reply. */
interface AvailabilityDay {
  date: string;
  available: boolean;
  blocked: boolean;
}

/** The availability function's reply (src/server/functions/availability/routes.ts). */
interface AvailabilityReply {
  calendar: AvailabilityDay[];
  /** When the bookings behind this reply were read from the calendar feeds (ISO time). */
  synced_at?: string;
  source?: string;
  /** True when a feed failed and an older copy was served. */
  stale?: boolean;
}

/** Where the availability function lives: the site's backend settings. */
export type AvailabilityBackend = Pick<SiteConfig['backend'], 'url' | 'anonKey'> & { fn: string };

/** A reply is reused without asking again for this long (SPEC §9). */
const FRESH_MS = 300_000;
/** An unused reply is forgotten after this long (SPEC §9). */
const KEEP_MS = 900_000;

export interface AvailabilityEntry {
  /** The last good reply; kept through a failed refresh, since older bookings beat none. */
  data?: AvailabilityReply;
  /** When `data` arrived (ms since epoch). */
  dataAt?: number;
  /** The last request's failure, cleared by the next success. */
  error?: Error;
  fetching: boolean;
  /** Mounted calendars showing this window; an entry is only evicted when none are. */
  observers: number;
  idleSince?: number;
}

interface AvailabilityState {
  entries: Record<string, AvailabilityEntry>;
}

/**
 * Replies keyed by window, shared by every calendar on the page and across page swaps (the
 * client router keeps this module loaded). A plain zustand store: the calendars are not React.
 */
const availabilityStore = createStore<AvailabilityState>(() => ({ entries: {} }));

const windowKey = (w: AvailabilityRequest) => `${w.start_date}|${w.end_date}`;

const entry = (key: string) => availabilityStore.getState().entries[key];

const blank: AvailabilityEntry = { fetching: false, observers: 0 };

function patch(key: string, changes: Partial<AvailabilityEntry>) {
  availabilityStore.setState((s) => ({
    entries: { ...s.entries, [key]: { ...(s.entries[key] ?? blank), ...changes } },
  }));
}

const expired = (e: AvailabilityEntry, now: number) => e.observers === 0 && e.idleSince !== undefined && now - e.idleSince >= KEEP_MS;

function evictIdle(now: number) {
  const { entries } = availabilityStore.getState();
  const expiredKeys = Object.keys(entries).filter((k) => expired(entries[k], now));
  if (!expiredKeys.length) return;
  const kept = { ...entries };
  for (const k of expiredKeys) delete kept[k];
  availabilityStore.setState({ entries: kept });
}

/**
 * Asks the availability function about one window. A failure is logged and raised with the
 * server's message, or 'Failed to fetch availability' when there is none (SPEC §8).
 */
async function fetchAvailability(backend: AvailabilityBackend, dates: AvailabilityRequest): Promise<AvailabilityReply> {
  const { data, error } = await invokeFunction<AvailabilityReply>({ backend }, backend.fn, dates);
  if (error || !data || !Array.isArray(data.calendar)) {
    const serverMessage = typeof error?.body?.error === 'string' ? error.body.error : undefined;
    console.error('Availability request failed:', error ? `${error.status || 'no response'} ${error.message}` : 'the reply has no calendar');
    throw new Error(serverMessage || 'Failed to fetch availability');
  }
  return data;
}

async function load(backend: AvailabilityBackend, dates: AvailabilityRequest, key: string) {
  patch(key, { fetching: true });
  try {
    const data = await fetchAvailability(backend, dates);
    patch(key, { data, dataAt: Date.now(), error: undefined, fetching: false });
  } catch (err) {
    // No retry here: the server already rides out feed outages with its last good copy.
    patch(key, { error: err instanceof Error ? err : new Error(String(err)), fetching: false });
  }
}

/**
 * Registers a mounted calendar for a window and requests it unless a reply under five
 * minutes old is cached or a request is already on its way (SPEC §5: only with both dates).
 * `onChange` gets the window's entry now and whenever it changes. Returns the unregister call.
 */
export function observeAvailability(backend: AvailabilityBackend, dates: AvailabilityRequest, onChange: (e: AvailabilityEntry) => void): () => void {
  const key = windowKey(dates);
  const now = Date.now();
  evictIdle(now);
  const current = entry(key);
  patch(key, { observers: (current?.observers ?? 0) + 1, idleSince: undefined });
  const fresh = current?.data && current.dataAt !== undefined && now - current.dataAt < FRESH_MS;
  if (!fresh && !current?.fetching) void load(backend, dates, key);
  let last: AvailabilityEntry | undefined;
  const notify = () => {
    const e = entry(key);
    if (e && e !== last) onChange((last = e));
  };
  const unsubscribe = availabilityStore.subscribe(notify);
  notify();
  return () => {
    unsubscribe();
    const e = entry(key);
    if (!e) return;
    const observers = Math.max(0, e.observers - 1);
    patch(key, { observers, idleSince: observers === 0 ? Date.now() : undefined });
  };
}
