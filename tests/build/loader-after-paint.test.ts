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
  it('drops the built script tag and names the script in the head script, which starts it', () => {
    const page = fillTemplate(loaderAfterPaint(built), { head: '', css: '', html: '<main></main>' });
    expect(page).not.toContain('<script type="module"');
    expect(page.match(/<script>(.*)<\/script>/)![1]).toContain("'/assets/index-Ab12.js'");
    // The dev server keeps its tag, and the head script then starts nothing.
    expect(fillTemplate(built, { head: '', css: '', html: '' })).toContain('s=0,');
  });

  it('says what is wrong when the built template has no script to start', () => {
    expect(() => loaderAfterPaint(built.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/no <script type="module" crossorigin src=/);
  });
});
