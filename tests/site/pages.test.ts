import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { fillTemplate, headTags, withoutComments } from '../../src/build/html';
import { checkContent } from '../../src/content/check';
import { formatError } from '../../src/content/errors';
import { contentDir, publicDir, relativeName, rootDir } from '../../src/core/paths';
import { isPublicFile } from '../../src/content/public-files';
import { render } from '../../src/entry-server';

// The live content (pages/, site.yaml, the blog, public/), whatever it says: only what holds for
// any content that validates. A marketer's valid edit must leave these green; what the engine
// does with particular content is tested on tests/fixtures/site. (The route sweep in
// tests/browser/all-routes.test.ts adds axe and the budgets on the live build.)
const checked = checkContent();
const { model } = checked;
const template = withoutComments(fs.readFileSync(path.join(rootDir, 'index.html'), 'utf8'));
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
/** Files the build writes besides the pages. */
const generated = new Set(['/rss.xml', '/sitemap.xml', '/robots.txt']);

describe(`the live site (${relativeName(contentDir) || 'the project root'})`, () => {
  it('validates: no content errors', () => {
    expect(checked.errors.map(formatError)).toEqual([]);
  });

  for (const page of model.pages) {
    it(`${page.path}: renders as valid HTML with one h1, and every link into the site leads to a page or a file of it`, async () => {
      const { html, css } = render(model.site, { kind: 'page', page: page.data });
      const doc = fillTemplate(template, { head: headTags(page.data, model.site.brand.name, model.site.seo.locale), css, html });
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
      const report = await validator.validateString(doc, page.path);
      expect(report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`))).toEqual([]);
      const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^/"][^"]*|\/)"/g)].map((m) => m[1].split(/[?#]/)[0].replace(/(.)\/$/, '$1'));
      const leadsNowhere = hrefs.filter((h) => !model.anchors.has(h) && !model.site.aliases?.[h] && !generated.has(h) && !isPublicFile(publicDir, h));
      expect(leadsNowhere).toEqual([]);
    });
  }
});
