import { formatError, type ContentError } from '../errors';
import type { LintFinding } from './types';

/** Splits lint findings into what fails validation and what is only printed (`strict`: nothing is). */
export function splitLint(findings: LintFinding[], strict: boolean): { errors: ContentError[]; warnings: LintFinding[] } {
  return {
    errors: findings.filter((f) => strict || f.severity === 'error'),
    warnings: findings.filter((f) => !strict && f.severity === 'warning'),
  };
}

function formatWarning(w: ContentError): string {
  return formatError({ ...w, message: `warning: ${w.message}` });
}

export function formatWarnings(warnings: LintFinding[]): string {
  const n = warnings.length;
  return `${warnings.map(formatWarning).join('\n')}\n\n${n} warning${n === 1 ? '' : 's'} (not errors: \`npm run validate -- --strict\` fails on them).\n`;
}
