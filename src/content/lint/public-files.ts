import { escapingLinks, largeFiles } from '../file-tree';
import type { LintFinding, LintInput } from './types';

/** What public/ would publish: never a link out of it, and a warning for very large files. */
export function publicFileFindings({ publicDir }: LintInput): LintFinding[] {
  return [
    ...escapingLinks(publicDir),
    ...largeFiles(publicDir),
  ];
}
