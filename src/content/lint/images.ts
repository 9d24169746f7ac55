import { imageProblem } from '../image-check';
import { hasExactName, isPublicFile, meantPublicFile, publicFile } from '../public-files';
import { foundAt, type LintFinding, type LintInput } from './types';

const altHint = 'Describe what the photo shows in a few words, for screen readers and search engines (e.g. alt: The front deck at dusk).';

/**
 * Every image the content shows: a file under public/, with alt text. Images from other sites
 * are refused: the site's Content-Security-Policy would block them in the browser.
 */
export function imageFindings({ model, publicDir }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  // A photo shown on many pages is read once.
  const problems = new Map<string, string | undefined>();
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
      out.push(foundAt(img, 'image-file', `image ${img.src} is on another site, and the site's security policy blocks it`, 'Save the photo under public/images/ and write its path (/images/...).'));
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(img.src)) {
      continue; // javascript:, data: and the like: reported as unsafe by the post's Markdown check
    } else if (!img.src.startsWith('/')) {
      out.push(foundAt(img, 'image-file', `image ${img.src} is not a path of this site`, 'Write the path from the site root: /images/<file name>.'));
    } else {
      const problem = problemOf(img.src);
      if (problem) out.push(foundAt(img, 'image-file', `image public${img.src} ${problem}`, 'Replace it with a JPEG, PNG or WebP photo saved from an image editor (at most 10,000 px on a side).'));
      else if (!exists(img.src)) {
        const meant = meantPublicFile(publicDir, img.src);
        const why = !meant ? '' : meant.toLowerCase() === img.src.toLowerCase() ? `: the file is public${meant}, and names are case-sensitive on the web` : ` (did you mean ${meant}?)`;
        out.push(foundAt(img, 'image-file', `image not found: public${img.src}${why}`, meant ? `Write ${meant} here.` : 'Add the photo under public/images/ or fix the file name (names are case-sensitive).'));
      }
    }
    if (img.alt === undefined) out.push(foundAt(img.altAt, 'image-alt', `image ${img.src} has no alt text`, altHint));
    else if (!img.alt.trim()) out.push(foundAt(img.altAt, 'image-alt', `image ${img.src} has empty alt text`, altHint));
  }
  return out;
}
