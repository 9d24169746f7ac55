// `npm run validate`: checks every content file and reports all problems at once, exactly the
// checks `npm run build` stops on. `-- --strict`: lint warnings (title and description lengths) fail too.
import { checkContent } from '../src/content/check';
import { formatErrors } from '../src/content/errors';
import { formatWarnings } from '../src/content/lint';

const started = performance.now();
const { content, errors, warnings } = checkContent({ strict: process.argv.includes('--strict') });
const ms = Math.round(performance.now() - started);
const pages = content.pages.length + content.posts.length;
if (warnings.length) console.warn(formatWarnings(warnings));
if (errors.length) {
  console.error(formatErrors(errors));
  process.exit(1);
}
const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
console.log(`${pages} pages, 0 errors${warned} (${content.files.length} files checked in ${ms} ms)`);
