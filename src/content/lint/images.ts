import { messages, say } from '../../core/messages';
import type { ImageProblem } from '../../core/messages/images';
import { imageProblem } from '../image-check';
import { hasExactName, isPublicFile, meantPublicFile, publicFile } from '../public-files';
import { foundAt, type LintFinding, type LintInput } from './types';

/**
 * Every image the content shows: a file under public/, with alt text. Images from other sites
 * are refused: the site's Content-Security-Policy would block them in the browser.
 */
export function imageFindings({ model, publicDir }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  // A photo shown on many pages is read once.
  const problems = new Map<string, ImageProblem | undefined>();
  const problemOf = (src: string) => {
    if (!problems.has(src)) problems.set(src, imageProblem(publicFile(publicDir, src)));
    return problems.get(src);
  };
  // A name that matches only with the case aside finds its file on Windows and macOS, not on the web server.
  const found = new Map<string, boolean>();
  const exists = (src: string) => {
    if (!found.has(src)) found.set(src, isPublicFile(publicDir, src) && hasExactName(publicDir, src));
    return found.get(src);
  };
  for (const img of model.images) {
    if (/^https?:/i.test(img.src)) {
      out.push(foundAt(img, say(messages.imageOtherSite, { src: img.src })));
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(img.src)) {
      continue; // javascript:, data: and the like: reported as unsafe by the post's Markdown check
    } else if (!img.src.startsWith('/')) {
      out.push(foundAt(img, say(messages.imageNotAPath, { src: img.src })));
    } else {
      const problem = problemOf(img.src);
      if (problem) out.push(foundAt(img, say(messages.imageUnusable, { src: img.src, problem })));
      else if (!exists(img.src)) out.push(foundAt(img, say(messages.imageNotFound, { src: img.src, meant: meantPublicFile(publicDir, img.src) })));
    }
    if (img.alt === undefined || !img.alt.trim()) out.push(foundAt(img.altAt, say(messages.imageAlt, { src: img.src, empty: img.alt !== undefined })));
  }
  return out;
}
