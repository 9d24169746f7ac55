import { group, message } from './define';

// Photos: a path the schema refuses (src/content/image-names.ts), and a file the content shows that
// the build cannot use (src/content/lint/images.ts, image-check.ts).

/** What is wrong with an image file, read from its header and its last bytes. */
export type ImageProblem =
  | { kind: 'folder' }
  | { kind: 'not-an-image' }
  | { kind: 'no-size' }
  | { kind: 'too-large'; width: number; height: number; max: number }
  | { kind: 'cut-short'; end: string };

const problemWords = (p: ImageProblem) => {
  switch (p.kind) {
    case 'folder':
      return 'is a folder, not an image file';
    case 'not-an-image':
      return 'is not an image file the site can show (JPEG, PNG, WebP or SVG); it may be damaged or have the wrong extension';
    case 'no-size':
      return 'has no width and height in its header';
    case 'too-large':
      return `is ${p.width} × ${p.height} px; the largest the site converts is ${p.max} px on a side`;
    case 'cut-short':
      return `is cut short: its ${p.end} is missing (the copy did not finish?)`;
  }
};

const altHint = 'Describe what the photo shows in a few words, for screen readers and search engines (e.g. alt: The front deck at dusk).';

export const imageMessages = group('Photos', {
  imageNotInImages: message<{ src: string }>({
    id: 'image-not-in-images',
    severity: 'error',
    message: (p) => `${p.src} is not a photo under public/images/`,
    hint: () => 'Put the photo in public/images/ and write its path from the site root: /images/<file name>.',
    docs: 'Put the photo in `public/images/` and write `/images/<file name>`.',
    example: { src: 'photos/deck.jpg' },
  }),
  imageFormat: message<{ ext: string; better: string }>({
    id: 'image-format',
    severity: 'error',
    message: (p) => `${p.ext ? `.${p.ext} files are` : 'a file without an extension is'} not shown on web pages`,
    hint: (p) => `Save the photo as a JPEG (public${p.better}) and write ${p.better} here; PNG and WebP work too.`,
    docs: 'Save the photo as a JPEG (a HEIC photo from a phone too) exactly as the hint says, and write the new name.',
    example: { ext: 'heic', better: '/images/img-2042.jpg' },
  }),
  imagePathFromRoot: message<{ better: string }>({
    id: 'image-path-from-root',
    severity: 'error',
    message: () => 'write the path from the site root',
    hint: (p) => `Write ${p.better} here.`,
    docs: 'Write `/images/<file name>`, starting with `/`.',
    example: { better: '/images/deck.jpg' },
  }),
  imageNameSigns: message<{ file: string; src: string; better: string }>({
    id: 'image-name-signs',
    severity: 'error',
    message: (p) => `the file name "${p.file}" has spaces or signs a web address cannot carry`,
    hint: (p) => `Rename public${p.src} to public${p.better} and write ${p.better} here (names may use letters, digits, - and _).`,
    docs: 'Rename the file exactly as the hint says (`IMG 2042 (1).JPG` → `img-2042-1.jpg`), and write the new name.',
    example: { file: 'IMG 2042 (1).JPG', src: '/images/IMG 2042 (1).JPG', better: '/images/img-2042-1.jpg' },
  }),
  imageOtherSite: message<{ src: string }>({
    id: 'image-other-site',
    severity: 'error',
    message: (p) => `image ${p.src} is on another site, and the site's security policy blocks it`,
    hint: () => 'Save the photo under public/images/ and write its path (/images/...).',
    docs: 'Save the photo under `public/images/` and write `/images/…`.',
    example: { src: 'https://example.com/deck.jpg' },
  }),
  imageNotAPath: message<{ src: string }>({
    id: 'image-not-a-path',
    severity: 'error',
    message: (p) => `image ${p.src} is not a path of this site`,
    hint: () => 'Write the path from the site root: /images/<file name>.',
    docs: 'Write `/images/<file name>`.',
    example: { src: 'deck.jpg' },
  }),
  imageUnusable: message<{ src: string; problem: ImageProblem }>({
    id: 'image-unusable',
    severity: 'error',
    message: (p) => `image public${p.src} ${problemWords(p.problem)}`,
    hint: () => 'Replace it with a JPEG, PNG or WebP photo saved from an image editor (at most 10,000 px on a side).',
    docs: 'The file is not an image (or is a folder), has no size, is over 10,000 px on a side, or was cut short in copying: replace it with a JPEG, PNG or WebP saved from an image editor.',
    example: { src: '/images/deck.jpg', problem: { kind: 'cut-short', end: 'end-of-image marker' } },
  }),
  imageNotFound: message<{ src: string; meant?: string }>({
    id: 'image-not-found',
    severity: 'error',
    message: (p) =>
      `image not found: public${p.src}${!p.meant ? '' : p.meant.toLowerCase() === p.src.toLowerCase() ? `: the file is public${p.meant}, and names are case-sensitive on the web` : ` (did you mean ${p.meant}?)`}`,
    hint: (p) => (p.meant ? `Write ${p.meant} here.` : 'Add the photo under public/images/ or fix the file name (names are case-sensitive).'),
    docs: 'Add the photo, or fix the name. When a file of that name in other capitals exists (`…: the file is public/images/exterior-front-deck.jpg`), or one a typo away (`did you mean …?`), write the name the message gives: web servers tell capitals apart even where your computer does not.',
    example: { src: '/images/Exterior-Front-Deck.jpg', meant: '/images/exterior-front-deck.jpg' },
  }),
  imageAlt: message<{ src: string; empty: boolean }>({
    id: 'image-alt',
    severity: 'error',
    message: (p) => `image ${p.src} has ${p.empty ? 'empty alt text' : 'no alt text'}`,
    hint: () => altHint,
    docs: 'Say what the photo shows in a few words (`alt: The front deck at dusk`).',
    example: { src: '/images/interior-living.jpg', empty: true },
  }),
});
