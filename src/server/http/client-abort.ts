import type { Context } from 'hono';

/**
 * Whether an error only means that the client went away mid-request (closed the tab, lost the
 * network, aborted an upload). Anyone can cause that at will, so it is no server error.
 */
export function isClientAbort(err: unknown, c?: Context): boolean {
  if (c?.req.raw.signal.aborted) return true;
  const e = err as { code?: string; name?: string; cause?: unknown } | undefined;
  if (e?.code === 'ECONNRESET' || e?.code === 'ERR_STREAM_PREMATURE_CLOSE' || e?.code === 'ECONNABORTED' || e?.name === 'AbortError') return true;
  return e?.cause !== undefined && e.cause !== err && isClientAbort(e.cause);
}

/** One quiet line, no stack: the request is over, and nobody is there to answer. */
export function quietAbort(c: Context, log: Pick<Console, 'info'>): Response {
  log.info(`Client went away: ${c.req.method} ${c.req.path.slice(0, 100)}`);
  return c.body(null, 400);
}
