import type { Context, Hono } from 'hono';
import type { ServerDeps } from '../deps';

/**
 * A backend function (its folder's index.ts): everything both runtimes need to serve it. The
 * Node router (index.ts), the Supabase entry points, the files each bundle ships and the
 * sections of supabase/config.toml (scripts/build-functions.ts) are derived from these;
 * definitions.ts lists them, one line each.
 */
export interface FunctionDefinition<K extends string = string> {
  /** Its folder's name, and its address (/functions/v1/<key>) unless site.yaml backend.functions names it. */
  key: K;
  /**
   * The JSON Schema of the body each of its POST routes accepts, by the route's path under the
   * function's address ('/' for the address itself). The router refuses to serve a POST route
   * that has none; a test posts a body of the wrong shape to each and expects a 400 naming fields.
   */
  requests: Readonly<Record<string, object>>;
  /** The settings (environment variables; secrets on Supabase) it reads, for whoever deploys it. */
  settings: readonly string[];
  /** Files under the content folder it reads at run time: its Supabase bundle ships these and no others. */
  privateFiles: readonly string[];
  /**
   * Which browser pages may call it: `any-origin` for public data (every origin reads the
   * answer); `site-origins` for the site's own (baseUrl, allowedOrigins, this server's address),
   * refusing other sites' requests before they are read, so no page elsewhere can spend its
   * visitors' browsers on it.
   */
  cors: 'any-origin' | 'site-origins';
  /** Its routes, mounted at its address: a Hono app per function, tested through `app.request()`. */
  routes(deps: ServerDeps): Hono;
  /** Its answer to a body over the size limit, when a plain JSON 413 is not (a plain form post goes back to its page). */
  tooLarge?(c: Context, deps: ServerDeps): Promise<Response | undefined>;
  /**
   * Supabase only, once per instance: what to run after each reply, since an instance has no
   * worker between requests (the Node server runs that work in src/server/background.ts).
   */
  afterReply?(deps: ServerDeps): (() => Promise<void>) | undefined;
}

/**
 * Settings no definition names: the runtime around every function reads them (where the store
 * is, whether to trust X-Forwarded-For, where to listen, the guide secret's file on Node), and
 * on Supabase sets them itself (supabase/functions/_shared/serve.ts).
 */
export const runtimeSettings = ['SUPABASE_DB_URL', 'DATABASE_URL', 'DATA_DIR', 'TRUST_PROXY', 'HOST', 'GUIDE_SECRET_FILE'];

/** One function's definition, its key kept as a literal so the list's keys are a type. */
export const defineFunction = <K extends string>(definition: FunctionDefinition<K>): FunctionDefinition<K> => definition;

/** A function's address under /functions/v1/: its name in site.yaml backend.functions, else its key. */
export function functionName(site: ServerDeps['site'], key: string): string {
  return (site.backend.functions as Record<string, string | undefined>)[key] ?? key;
}
