// `npm run validate`: checks every content file and reports all problems at once.
import { formatErrors } from '../src/content/errors';
import { loadContent } from '../src/content/load-content';

const started = performance.now();
const content = loadContent();
const ms = Math.round(performance.now() - started);
const pages = content.pages.length + content.posts.length + 1; // + the blog listing
if (content.errors.length) {
  console.error(formatErrors(content.errors));
  process.exit(1);
}
console.log(`${pages} pages, 0 errors (${content.files.length} files checked in ${ms} ms)`);
