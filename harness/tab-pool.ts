import type { Browser, BrowserContext, CDPSession, Frame, Page } from 'playwright-core';

/**
 * Contexts lent to tests, each with its one tab kept between them: a new context and tab cost
 * Chromium a renderer process to start and end (about 0.1 s of processor, 0.25 s with an axe
 * run, whose compiled code the renderer keeps). A tab is lent again only when the test that had
 * it left nothing a fresh one would not have:
 * - It is taken out of use, not lent again, if the test touched anything that outlives a visit
 *   (init scripts, routes, a faked clock, permissions, headers, emulation, timeouts, a second tab)
 *   or visited more than one origin, or if the tab will not come clean.
 * - Otherwise, when the test closes the context, the tab leaves for a plain page of the same origin
 *   (so the page it was on has said goodbye), and its cookies, local and session storage, HTTP
 *   cache, Cache Storage, service workers, listeners and console record are cleared (proved by
 *   tests/browser/tab-pool.test.ts).
 * The test sees an ordinary context: `newPage()` hands it the kept tab, `close()` gives it back.
 * A test that opens a second tab (a link with target=_blank) takes a context of its own instead
 * (freshContext): such a context is never lent again, and once, beside a full run on a busy
 * machine, one such test in a lent context stalled until its time-out.
 */

type Kept = {
  ctx: BrowserContext;
  page?: Page;
  cdp?: CDPSession;
  /** The origins the tab visited while lent: each is a place its storage may have been written. */
  origins: Set<string>;
  /** The test set up something a visit does not undo. */
  dirty: boolean;
  headers?: boolean;
  /** Tests the tab has served. */
  served: number;
  tracker?: (frame: Frame) => void;
};

// Members of a context a lent one may use; any other function (and clock, tracing) could leave state behind.
// Extra headers are set afresh (to none) when the tab is given back.
const contextSafe = new Set(['setExtraHTTPHeaders', 'newPage', 'pages', 'close', 'cookies', 'addCookies', 'clearCookies', 'storageState', 'browser', 'isClosed', 'waitForEvent', 'request', 'on', 'once', 'off', 'addListener', 'removeListener', 'prependListener', 'listenerCount', 'listeners', 'eventNames']);
const contextUnsafeObjects = new Set(['clock', 'tracing']);
// Members of a page whose effect outlives the visit.
const pageUnsafe = new Set([
  'addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'unroute', 'unrouteAll', 'exposeFunction', 'exposeBinding',
  'setExtraHTTPHeaders', 'emulateMedia', 'setViewportSize', 'setDefaultTimeout', 'setDefaultNavigationTimeout',
  'addLocatorHandler', 'removeLocatorHandler', 'clock', 'coverage', 'screencast', 'video', 'pickLocator', 'pause',
]);
// A page's record of earlier requests cannot be cleared, so a lent tab does not offer it.
const pageHistory = new Set(['requests']);

const idleByBrowser = new WeakMap<Browser, Map<string, Kept[]>>();
const idleContexts = new WeakSet<BrowserContext>();

/** Whether `ctx` is waiting in the pool (a file's clean-up leaves it for the next file). */
export const isIdle = (ctx: BrowserContext) => idleContexts.has(ctx);

const bind = (target: object, prop: string | symbol) => {
  const value = Reflect.get(target, prop, target);
  return typeof value === 'function' ? value.bind(target) : value;
};

/**
 * A context as `create` makes it, lent from the pool of contexts made with the same `key`
 * (what `create` sets up, such as the viewport and a theme script, is not the test's doing).
 */
export async function lentContext(browser: Browser, key: string, create: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const idle = idleByBrowser.get(browser) ?? new Map<string, Kept[]>();
  idleByBrowser.set(browser, idle);
  let kept = idle.get(key)?.pop();
  if (kept) idleContexts.delete(kept.ctx);
  else kept = { ctx: await create(), origins: new Set(), dirty: false, served: 0 };
  return lend(kept, () => {
    kept.served++;
    idle.set(key, [...(idle.get(key) ?? []), kept]);
    idleContexts.add(kept.ctx);
  });
}

function lend(kept: Kept, giveBack: () => void): BrowserContext {
  let tabLent = false;

  const pageProxy = (page: Page): Page =>
    new Proxy(page, {
      get(target, prop) {
        if (prop === 'context') return () => ctxProxy;
        if (typeof prop === 'string' && pageUnsafe.has(prop)) kept.dirty = true;
        if (page === kept.page && kept.served && typeof prop === 'string' && pageHistory.has(prop)) throw new Error(`page.${prop}() would include earlier tests' visits in a lent tab: open a context with browser.newContext()`);
        return bind(target, prop);
      },
    });

  const ctxProxy: BrowserContext = new Proxy(kept.ctx, {
    get(target, prop) {
      if (prop === 'newPage')
        return async () => {
          if (!tabLent && kept.page && !kept.page.isClosed()) {
            tabLent = true;
            return pageProxy(kept.page);
          }
          const page = await target.newPage();
          if (!kept.page) {
            kept.page = page;
            tabLent = true;
            kept.tracker = (frame) => {
              const origin = originOf(frame.url());
              if (frame === page.mainFrame() && origin) kept.origins.add(origin);
            };
            page.on('framenavigated', kept.tracker);
          }
          return pageProxy(page);
        };
      if (prop === 'pages') return () => target.pages().map(pageProxy);
      if (prop === 'close') return () => giveBackClean(kept, giveBack);
      if (prop === 'setExtraHTTPHeaders') kept.headers = true;
      if (typeof prop === 'string' && (contextUnsafeObjects.has(prop) || (!contextSafe.has(prop) && typeof Reflect.get(target, prop) === 'function' && prop !== 'constructor')))
        kept.dirty = true;
      return bind(target, prop);
    },
  });
  return ctxProxy;
}

/** Clears what a visit leaves in the tab and returns it to the pool, or closes the context if it cannot. */
async function giveBackClean(kept: Kept, giveBack: () => void): Promise<void> {
  const { ctx, page } = kept;
  const reusable = !kept.dirty && page && !page.isClosed() && ctx.pages().length === 1 && kept.origins.size <= 1;
  if (reusable && (await cleared(kept).catch(() => false))) return giveBack();
  await ctx.close().catch(() => undefined);
}

/** What the typings leave out of Playwright's event emitters. */
type Emitter = { eventNames(): string[]; listeners(event: string): unknown[]; off(event: string, listener: unknown): void };

const originOf = (url: string) => (/^https?:/.test(url) ? new URL(url).origin : undefined);

async function cleared(kept: Kept): Promise<boolean> {
  const { ctx, page } = kept as Required<Kept>;
  const [origin = originOf(page.url())] = kept.origins;
  // Playwright's own listeners are on 'close'; the rest are the test's (a dialog handler would keep the next test's dialogs open).
  for (const target of [page, ctx] as unknown as Emitter[])
    for (const event of target.eventNames())
      for (const listener of target.listeners(event)) if (event !== 'close' && listener !== kept.tracker) target.off(event, listener);
  if (origin) {
    // A plain page of the same origin: the visit's page is unloaded before its storage is cleared.
    const res = await page.goto(`${origin}/robots.txt`, { timeout: 5_000 });
    if (!res?.ok()) return false;
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await Promise.all([ctx.clearCookies(), page.clearConsoleMessages(), page.clearPageErrors(), kept.headers && ctx.setExtraHTTPHeaders({})]);
  kept.headers = false;
  kept.cdp ??= await ctx.newCDPSession(page);
  await kept.cdp.send('Network.clearBrowserCache');
  // The guide keeps itself for offline use: a service worker and Cache Storage outlive the page.
  if (origin) await kept.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  kept.origins.clear();
  return true;
}
