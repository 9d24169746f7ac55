import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names';

const generated = new Set(['gOIluw', 'eCKETm', 'PXhbo', 'kLKvxT', 'sc-j8d44f-1']);

describe('short class names', () => {
  it("renames styled-components' names the same way in the page's markup and its CSS", () => {
    const { html, css } = shortClassNames(
      '<section class="sc-j8d44f-1 gOIluw"><p class="eCKETm track">A</p><p class="eCKETm">B</p></section>',
      '.gOIluw{padding:0}.sc-j8d44f-1 .eCKETm{color:red}@media (min-width:600px){.eCKETm:hover>.track{gap:1px}}',
      generated,
      [],
    );
    expect(html).toBe('<section class="_0 _1"><p class="_2 track">A</p><p class="_2">B</p></section>');
    expect(css).toBe('._1{padding:0}._0 ._2{color:red}@media (min-width:600px){._2:hover>.track{gap:1px}}');
  });

  it('keeps the names of islands React hydrates and of elements kept across pages, everywhere on the page', () => {
    const page =
      '<footer class="gOIluw"><div data-persist="banner" class="PXhbo"><div class="eCKETm"><span class="PXhbo"></span></div></div><p class="eCKETm"></p></footer><!--island 0-->';
    const { html, css } = shortClassNames(page, '.gOIluw{a:b}.PXhbo{c:d}.eCKETm{e:f}.kLKvxT{g:h}', generated, ['<form class="kLKvxT gOIluw"></form>']);
    expect(html).toBe('<footer class="gOIluw"><div data-persist="banner" class="PXhbo"><div class="eCKETm"><span class="PXhbo"></span></div></div><p class="eCKETm"></p></footer><!--island 0-->');
    expect(css).toBe('.gOIluw{a:b}.PXhbo{c:d}.eCKETm{e:f}.kLKvxT{g:h}');
  });

  it("leaves alone what only looks like a class in the CSS: a url's or a string's dots, a decimal, a longer name", () => {
    const { css } = shortClassNames('<i class="PXhbo"></i>', `.PXhbo{background:url(/img/a.PXhbo);content:".PXhbo";margin:.5em}.PXhboX{top:0}`, generated, []);
    expect(css).toBe(`._0{background:url(/img/a.PXhbo);content:".PXhbo";margin:.5em}.PXhboX{top:0}`);
  });
});
