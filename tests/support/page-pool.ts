import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshContext } from '../../harness/browser';

type Visitor = { ctx: BrowserContext; page: Page };

/**
 * Tabs for a sweep that visits many routes the same way. Each visit borrows a tab that arrives
 * as a first-time visitor would (no cookies, nothing stored), but keeps the browser's HTTP cache
 * and its renderer: a fresh context per visit cost a new renderer process each time (about a
 * third of a second of processor), and in the dev server a fetch of every module anew.
 * One context per tab, so clearing one visitor's storage never reaches a visit running beside it.
 */
export function pagePool(browser: () => Browser, options: Parameters<typeof freshContext>[1], setup?: (ctx: BrowserContext) => Promise<unknown>) {
  const idle: Visitor[] = [];
  const open = new Set<Visitor>();

  async function borrow(): Promise<Visitor> {
    const kept = idle.pop();
    if (kept) {
      await kept.ctx.clearCookies();
      await kept.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      return kept;
    }
    const ctx = await freshContext(browser(), options);
    await setup?.(ctx);
    const visitor = { ctx, page: await ctx.newPage() };
    open.add(visitor);
    return visitor;
  }

  return {
    /** Runs `fn` on a borrowed tab; a tab whose visit failed is closed, not lent again. */
    async visit<T>(fn: (page: Page) => Promise<T>): Promise<T> {
      const visitor = await borrow();
      let ok = false;
      try {
        const result = await fn(visitor.page);
        ok = true;
        return result;
      } finally {
        visitor.page.removeAllListeners('console');
        visitor.page.removeAllListeners('pageerror');
        if (ok) idle.push(visitor);
        else {
          open.delete(visitor);
          await visitor.ctx.close().catch(() => undefined);
        }
      }
    },
    async close() {
      await Promise.all([...open].map((v) => v.ctx.close().catch(() => undefined)));
    },
  };
}
