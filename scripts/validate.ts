// `npm run validate`: checks every content file and reports all problems at once.
// `-- --strict`: lint warnings (title and description lengths) fail too.
import { formatErrors } from '../src/content/errors';
import { loadContent } from '../src/content/load-content';
import { formatWarnings, lintContent, splitLint } from '../src/content/lint';

const started = performance.now();
const content = loadContent();
const lint = splitLint(lintContent(content), process.argv.includes('--strict'));
const errors = [...content.errors, ...lint.errors];
const ms = Math.round(performance.now() - started);
const pages = content.pages.length + content.posts.length + 1; // + the blog listing
if (lint.warnings.length) console.warn(formatWarnings(lint.warnings));
if (errors.length) {
  console.error(formatErrors(errors));
  process.exit(1);
}
const warned = lint.warnings.length ? `, ${lint.warnings.length} warning${lint.warnings.length === 1 ? '' : 's'}` : '';
console.log(`${pages} pages, 0 errors${warned} (${content.files.length} files checked in ${ms} ms)`);
