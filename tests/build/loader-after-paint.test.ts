import { describe, expect, it } from 'vitest';
import { fillTemplate, loaderAfterPaint } from '../../src/build/html';

const built = `<!doctype html>
<html><head>
    <!--font-->
    <script>/*theme-boot*/</script>
    <!--head-->
    <!--page-css-->
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
  </head><body><!--app--></body></html>`;

describe("the page's script after the first paint", () => {
  it('names the built script for the head script, ahead of it, and drops its tag', () => {
    const page = fillTemplate(loaderAfterPaint(built), { head: '', css: '', html: '<main></main>' });
    expect(page).not.toContain('<script type="module"');
    const meta = page.indexOf('<meta name="loader" content="/assets/index-Ab12.js" />');
    expect(meta).toBeGreaterThan(0);
    // The head script reads the name as it runs, so the name comes first.
    expect(meta).toBeLessThan(page.indexOf("meta[name=\"loader\"]"));
  });

  it('says what is wrong when the built template has no script to start', () => {
    expect(() => loaderAfterPaint(built.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/no <script type="module" crossorigin src=/);
  });
});
