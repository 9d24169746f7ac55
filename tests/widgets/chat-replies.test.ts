import { describe, expect, it } from 'vitest';
import { interpolate, replyTo } from '../../src/widgets/chat/replies';
import { site } from '../server/enquiry-deps';

describe('chat keyword replies (SPEC §5)', () => {
  it.each([
    ['Can I book for Easter?', /Bookings page.*\$200 per night/],
    ['How do I make a reservation', /Bookings page/],
    ['What is the PRICE?', /\$200 per night/],
    ['cost for 3 nights', /\$200 per night/],
    ['your rates please', /\$200 per night/],
    ['anything nearby?', /Local Explore/],
    ['Which beach is closest', /Local Explore/],
    ['good restaurant around?', /Local Explore/],
    ['local tips', /Local Explore/],
    ['Where is the guide', /passcode/],
    ['What time is checkin', /passcode/],
    ['when can we check in', /passcode/],
  ])('%s', (message, expected) => {
    expect(replyTo(message, site).text).toMatch(expected);
  });

  it('gives the contact e-mail and phone from site.yaml', () => {
    for (const m of ['contact', 'Phone number?', 'your email']) {
      const { text } = replyTo(m, site);
      expect(text).toContain(site.contact.email);
      expect(text).toContain(site.contact.phone);
    }
  });

  it('answers photos, pictures or images with an image', () => {
    for (const m of ['photos please', 'any pictures?', 'Images of the kitchen']) {
      expect(replyTo(m, site)).toMatchObject({ hasImage: true, imageUrl: site.chat.photoReply.image.src, imageAlt: site.chat.photoReply.image.alt });
    }
  });

  it('otherwise says someone will get back shortly', () => {
    expect(replyTo('hello there', site).text).toBe(site.chat.fallback);
    // Keywords count at the start of a word only.
    expect(replyTo('that is separate', site).text).toBe(site.chat.fallback);
  });

  it('takes the first rule that matches', () => {
    expect(replyTo('book at what price?', site).text).toMatch(/Bookings page/);
  });

  it('fills {email}, {phone} and {rate}', () => {
    expect(interpolate('{rate} · {email} · {phone}', site)).toBe(`$200 · ${site.contact.email} · ${site.contact.phone}`);
  });
});
