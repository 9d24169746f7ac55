import { describe, expect, it } from 'vitest';
import { messages } from '../../src/core/messages';
import { imageSrcAdvice, webFileName } from '../../src/content/image-names';

describe('what to write for a photo path that cannot be used', () => {
  it.each([
    ['IMG 2041 (1).JPG', 'img-2041-1.jpg'],
    ['WhatsApp Image 2024-03-12 at 10.15.32.jpeg', 'whatsapp-image-2024-03-12-at-10-15-32.jpeg'],
    ['Crème brûlée.PNG', 'creme-brulee.png'],
    ['IMG_2041.JPG', 'img_2041.jpg'],
  ])('%s -> %s', (name, expected) => {
    expect(webFileName(name)).toBe(expected);
  });

  it('gives the file to rename and the path to write, folders too', () => {
    expect(imageSrcAdvice('/images/Summer Trip/IMG 1.jpg')).toMatchObject({
      id: messages.imageNameSigns.id,
      message: 'the file name "IMG 1.jpg" has spaces or signs a web address cannot carry',
      hint: 'Rename public/images/Summer Trip/IMG 1.jpg to public/images/summer-trip/img-1.jpg and write /images/summer-trip/img-1.jpg here (names may use letters, digits, - and _).',
    });
  });

  it('asks for a JPEG in place of a format pages cannot show', () => {
    expect(imageSrcAdvice('/images/IMG_3000.HEIC')).toMatchObject({
      id: messages.imageFormat.id,
      message: '.HEIC files are not shown on web pages',
      hint: 'Save the photo as a JPEG (public/images/img_3000.jpg) and write /images/img_3000.jpg here; PNG and WebP work too.',
    });
  });

  it('gives the path from the site root for one written from public/ or without its first /', () => {
    expect(imageSrcAdvice('public/images/deck.jpg').hint).toBe('Write /images/deck.jpg here.');
    expect(imageSrcAdvice('images/deck.jpg').hint).toBe('Write /images/deck.jpg here.');
    expect(imageSrcAdvice('/photos/deck.jpg').hint).toMatch(/^Put the photo in public\/images\//);
  });
});
