// `npm run validate`: checks every content file and reports all problems at once, exactly the
// checks `npm run build` stops on. `-- --strict`: lint warnings (title and description lengths) fail too.
// `-- --launch`: also fails on every stand-in value (example.com, 0000 and 555 numbers, the
// stand-in keys...) still in the content or in the server's settings from the environment, and
// says which settings are the weak option (the shared guide passcode) without failing on them.
// `-- --format github`: one annotation per problem for a GitHub Actions run (a note on the line
// of the pull request); `-- --format json`: the list as JSON, for other tools. The exit code is the same.
import { checkContent } from '../src/content/check';
import { formatErrors } from '../src/content/errors';
import { formatWarnings } from '../src/content/lint';
import { githubAnnotations, githubRunAnnotation, reportEntries } from '../src/content/report-formats';
import { launchSettingNotes, launchSettingProblems } from '../src/server/launch-check';

const formats = ['text', 'github', 'json'];
const at = process.argv.indexOf('--format');
const format = at < 0 ? 'text' : process.argv[at + 1];
if (!formats.includes(format)) {
  console.error(`--format ${format ?? ''}: choose one of ${formats.join(', ')}.`);
  process.exit(2);
}

const started = performance.now();
const launch = process.argv.includes('--launch');
// Drafts and pages scheduled later are checked as well: their problems are the marketer's to see now.
const { content, model, errors, warnings } = checkContent({ strict: process.argv.includes('--strict'), launch, unpublished: true });
const settings = launch ? launchSettingProblems(process.env) : [];
const ms = Math.round(performance.now() - started);
const pages = content.pages.length + content.posts.length;
const failed = errors.length > 0 || settings.length > 0;

if (format === 'json') {
  console.log(JSON.stringify({ pages, errors: errors.length, warnings: warnings.length, settings, unpublished: model.held, findings: reportEntries(errors, warnings) }, null, 2));
  process.exit(failed ? 1 : 0);
}
if (format === 'github') {
  const notes = githubAnnotations(reportEntries(errors, warnings));
  if (notes) console.log(notes);
  for (const s of settings) console.log(githubRunAnnotation(s));
  console.log(`${pages} pages, ${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`);
  process.exit(failed ? 1 : 0);
}

if (warnings.length) console.warn(formatWarnings(warnings));
// What a build now would leave out: drafts, and pages scheduled later.
for (const h of model.held) console.log(`Not published: ${h.path} (${h.file}) is ${h.state}.`);
if (launch) for (const note of launchSettingNotes(process.env)) console.warn(`Note: ${note}`);
if (failed) {
  if (errors.length) console.error(formatErrors(errors));
  if (settings.length) console.error(`\n${settings.join('\n')}`);
  if (launch) console.error('\nNot ready to launch: replace each stand-in value above with the real one.');
  process.exit(1);
}
const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
console.log(`${pages} pages, 0 errors${warned}${launch ? ', no stand-in values left (ready to launch)' : ''} (${content.files.length} files checked in ${ms} ms)`);
