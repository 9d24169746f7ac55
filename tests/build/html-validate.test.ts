import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtRoutes, distDir } from '../../harness/routes';

// Every prerendered page (and the two not-found pages) is valid HTML by html-validate's
// standard rules: a page added later is held to it automatically.
const client = path.join(distDir(), 'client');
const files = [...builtRoutes().map((r) => (r === '/' ? 'index.html' : `${r.slice(1)}/index.html`)), '404.html', 'blog/404.html'];
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

describe('HTML validity of the built pages', () => {
  for (const file of files) {
    it(`${file}: 0 errors`, async () => {
      const report = await validator.validateString(fs.readFileSync(path.join(client, file), 'utf8'), file);
      const errors = report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
      expect(errors).toEqual([]);
    });
  }
});
