// What a marketer is told when a photo's path cannot be used as it is written: the exact path to
// write, and the file to rename. The build names the photo's variants the same way.

import { messages, say, type Said } from '../core/messages';

const converted = /^(jpe?g|png|webp)$/i;

/** A file or folder name as it fits a web address: lower case, words joined by -, e.g. "IMG 2041 (1).JPG" → "img-2041-1.jpg". */
export function webFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  const slug =
    stem
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'photo';
  return ext ? `${slug}.${ext.toLowerCase()}` : slug;
}

/** For a path under /images/ that the schema refuses: what is wrong and exactly what to write instead. */
export function imageSrcAdvice(src: string): Said {
  const inImages = /^(?:\.?\/)?(?:public\/)?images\/(.+)$/.exec(src);
  if (!inImages) return say(messages.imageNotInImages, { src });
  const parts = inImages[1].split('/').filter(Boolean);
  const file = parts.at(-1) ?? '';
  const ext = file.includes('.') ? file.slice(file.lastIndexOf('.') + 1) : '';
  if (!converted.test(ext)) {
    const jpeg = webFileName(file.replace(/\.[^.]*$/, '') + '.jpg');
    return say(messages.imageFormat, { ext, better: ['/images', ...parts.slice(0, -1).map(webFileName), jpeg].join('/') });
  }
  const better = ['/images', ...parts.map(webFileName)].join('/');
  if (!src.startsWith('/images/')) return say(messages.imagePathFromRoot, { better });
  return say(messages.imageNameSigns, { file, src, better });
}
