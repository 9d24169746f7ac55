// Starts the server: `npm run serve` (or `npm start`, which builds first when needed).
import { serve } from '@hono/node-server';
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../content/load-content';
import { formatErrors } from '../content/errors';
import { contentDir, rootDir } from '../core/paths';
import { createApp, siteHeaders } from './app';
import { headersByProtocol } from '../core/security-headers';
import { openStore } from './store';
import { startBackground } from './background';
import type { ServerDeps } from './deps';
import { SettingsError } from './guide/passcode';
import { deliveryFor, readCommand, startupNotice } from './enquiries/host-notice';
import { lowerParserPriority } from './availability/parse-off-thread';
import { guideStartupLine } from './guide/startup';
import { guideSecret } from './guide/secret';
import { safeLog } from './log';
import { listeningOrigins } from './http/own-origin';
import { sendingFilesDirectly } from './http/node-files';

/**
 * The whole of a request, headers and body, must arrive within this (Node's default is 5
 * minutes): a client dripping a body holds a connection and its buffer only this long. A form
 * of 16 KB takes a second on a poor phone connection.
 */
const REQUEST_TIMEOUT_MS = 30_000;

// The pages were validated when dist/ was built; the server itself only needs site.yaml.
const content = loadSite();
if (content.errors.length) {
  console.error(`site.yaml is invalid; fix it before starting:\n\n${formatErrors(content.errors)}`);
  process.exit(1);
}
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(rootDir, 'dist'));
if (!fs.existsSync(path.join(distDir, 'client', 'index.html'))) {
  console.error(`No built site in ${distDir}: run \`npm run build\` first (npm start does it for you).`);
  process.exit(1);
}

// Postgres when DATABASE_URL (or SUPABASE_DB_URL) is set, so several hosts can share state;
// otherwise the SQLite file under DATA_DIR.
const { store, db, label: storeLabel } = openStore(process.env);
// The addresses it listens at, once it does: a page there is its own (src/server/http/own-origin.ts).
const origins: string[] = [];
const deps: ServerDeps = { site: content.site, store, db, env: process.env, rootDir: contentDir, distDir, now: Date.now, log: safeLog(console), origins };
// Visitors come first: the feed parser runs below the thread that answers them.
lowerParserPriority();
let app: ReturnType<typeof createApp>;
try {
  app = createApp(deps);
  // The guide's secret is read (or made) now, so a file it cannot use stops the start, not a guest.
  await guideSecret(deps.env, store)();
} catch (err) {
  // A wrong setting is the operator's to fix: one clear line, no stack trace.
  if (!(err instanceof SettingsError)) throw err;
  console.error(err.message);
  process.exit(1);
}
// In production, say what still stands in for a real value (example.com, 0000 numbers, the demo
// passcode); the check reads the content sources, so it is loaded only here.
if (process.env.NODE_ENV === 'production') {
  const warning = (await import('./launch-check')).launchWarning(process.env);
  if (warning) console.warn(warning);
}
const stopBackground = startBackground(deps);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// Timeouts are checked every second, so a slow body is cut off at REQUEST_TIMEOUT_MS, not up to 30 s later.
const serverOptions = { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 };
const server = serve({ fetch: sendingFilesDirectly(app.fetch), port, hostname: host, serverOptions }, (info) => {
  origins.push(...listeningOrigins(host, info.port));
  console.log(`${content.site.brand.name} is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${info.port}/`);
  console.log(guideStartupLine(deps));
  // Last, where the host will see it: without SMTP nobody is notified of an enquiry (with it,
  // startBackground says whether the mail server passed its check).
  if (deliveryFor(deps.env, deps.site) === 'stored') console.log(startupNotice(storeLabel, readCommand(deps.env), deps.site));
});

// Node refuses a malformed request, or a request line and headers over 16 KB, before the app
// sees it; say why, briefly, with the headers every page carries, instead of an empty reply.
// Unparsed, it is not known to have come over https: no HSTS (security-headers.ts).
const rawHeaders = Object.entries(headersByProtocol(siteHeaders(deps))(undefined)).map(([name, value]) => `${name}: ${value}\r\n`).join('');
const refusals: Record<string, [string, string]> = {
  HPE_HEADER_OVERFLOW: ['431 Request Header Fields Too Large', 'Request too large: the address and headers together must be under 16 KB.\n'],
  ERR_HTTP_REQUEST_TIMEOUT: ['408 Request Timeout', 'Request timeout: the request was not sent in time.\n'],
};
server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) return;
  const [why, text] = refusals[err.code ?? ''] ?? ['400 Bad Request', 'Bad request.\n'];
  socket.end(`HTTP/1.1 ${why}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\n${rawHeaders}connection: close\r\n\r\n${text}`);
});

function shutdown() {
  stopBackground();
  server.close(() => {
    void store.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
