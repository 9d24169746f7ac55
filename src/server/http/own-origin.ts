import os from 'node:os';
import type { ServerDeps } from '../deps';

/**
 * Whether `origin` is this server's own: an address it listens at (deps.origins), or with no
 * backend URL the site's public address (the server then serves the site). Never the request's
 * Host header, which the client chooses: a page on a name pointed at this server (DNS
 * rebinding) would otherwise pass for one of its own.
 */
export function isOwnOrigin(origin: string, deps: Pick<ServerDeps, 'origins' | 'site'>): boolean {
  if (deps.origins?.includes(origin)) return true;
  return !deps.site.backend.url && origin === new URL(deps.site.baseUrl).origin;
}

const bracketed = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * The origins of a server listening at `host` and `port`: that address (and `localhost` for a
 * loopback one), or, for every address (0.0.0.0, ::), each of the machine's own.
 */
export function listeningOrigins(host: string, port: number): string[] {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const loopback = ['127.0.0.1', '::1', 'localhost'];
  const addresses = wildcard
    ? ['localhost', ...Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address))]
    : loopback.includes(host)
      ? loopback
      : [host];
  return [...new Set(addresses)].map((a) => `http://${bracketed(a)}:${port}`);
}
