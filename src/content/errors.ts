import type { Said } from '../core/messages';

/** Where a problem is, for the person who has to fix it. */
export interface Place {
  file: string; // relative to the project root, e.g. pages/kahibah-accommodation.yaml
  line: number;
  col: number;
  /** Where in the data: "blocks[2] (reviews) rating". Empty for syntax errors. */
  where: string;
}

/**
 * One problem in one content file: a message of the catalogue (src/core/messages/: its id,
 * severity, words and the parameters they were made from), located.
 */
export interface ContentError extends Place, Said {}

/** The message `said` at `place`. */
export const at = (place: Place, said: Said): ContentError => ({ ...place, ...said });

export function formatError(e: ContentError): string {
  const head = `${e.file}:${e.line}:${e.col}${e.where ? ` ${e.where}` : ''}: ${e.message}`;
  // A hint's further lines (the lines to write instead) stand under its first word.
  return e.hint ? `${head}\n    hint: ${e.hint.replace(/\n/g, '\n          ')}` : head;
}

export function formatErrors(errors: ContentError[]): string {
  const files = new Set(errors.map((e) => e.file)).size;
  return (
    errors.map(formatError).join('\n') +
    `\n\n${errors.length} error${errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`
  );
}

/** Thrown by the build when content is invalid; the message is the full report. */
export class ContentValidationError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(formatErrors(errors));
    this.name = 'ContentValidationError';
  }
}
