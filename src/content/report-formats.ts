import type { ContentError } from './errors';

/**
 * What `npm run validate -- --format json` prints: every finding, errors first (a warning that
 * `--strict` made an error is listed as one), each with its catalogue id and parameters.
 */
type ReportEntry = ContentError;

export const reportEntries = (errors: ContentError[], warnings: ContentError[]): ReportEntry[] => [
  ...errors.map((e) => ({ ...e, severity: 'error' as const })),
  ...warnings.map((w) => ({ ...w, severity: 'warning' as const })),
];

// GitHub's workflow commands: a message's %, CR and LF, and a property's : and , too, are escaped.
const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * One `::error file=…,line=…,col=…::message` line per finding (`::warning` for a warning): a
 * GitHub Actions run turns each into a note on that line of the pull request's changes, titled
 * with where in the file and the message's id (its row in docs/content.md#validate-messages),
 * with the hint below the message.
 */
export function githubAnnotations(entries: ReportEntry[]): string {
  return entries
    .map((e) => {
      const title = `,title=${property(e.where ? `${e.where} (${e.id})` : e.id)}`;
      const text = e.hint ? `${e.message}\nhint: ${e.hint}` : e.message;
      return `::${e.severity} file=${property(e.file)},line=${e.line},col=${e.col}${title}::${data(text)}`;
    })
    .join('\n');
}

/** An annotation on the run rather than on a line: a problem that is in no file (a setting). */
export const githubRunAnnotation = (text: string) => `::error::${data(text)}`;
