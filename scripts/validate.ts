// `npm run validate`: checks every content file and reports all problems at once, exactly the
// checks `npm run build` stops on. `-- --strict`: lint warnings (title and description lengths) fail too.
// `-- --launch`: also fails on every stand-in value (example.com, 0000 and 555 numbers, the
// stand-in keys...) still in the content or in the server's settings from the environment, and
// says which settings are the weak option (the shared guide passcode) without failing on them.
import { checkContent } from '../src/content/check';
import { formatErrors } from '../src/content/errors';
import { formatWarnings } from '../src/content/lint';
import { launchSettingNotes, launchSettingProblems } from '../src/server/launch-check';

const started = performance.now();
const launch = process.argv.includes('--launch');
const { content, errors, warnings } = checkContent({ strict: process.argv.includes('--strict'), launch });
const settings = launch ? launchSettingProblems(process.env) : [];
const ms = Math.round(performance.now() - started);
const pages = content.pages.length + content.posts.length;
if (warnings.length) console.warn(formatWarnings(warnings));
if (launch) for (const note of launchSettingNotes(process.env)) console.warn(`Note: ${note}`);
if (errors.length || settings.length) {
  if (errors.length) console.error(formatErrors(errors));
  if (settings.length) console.error(`\n${settings.join('\n')}`);
  if (launch) console.error('\nNot ready to launch: replace each stand-in value above with the real one.');
  process.exit(1);
}
const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
console.log(`${pages} pages, 0 errors${warned}${launch ? ', no stand-in values left (ready to launch)' : ''} (${content.files.length} files checked in ${ms} ms)`);
