import { describe, expect, it } from 'vitest';
import { schemaById } from '../../content/schemas';
import { fillConfirmation } from './server';
import { realSite, renderBlocks } from '../../../tests/support/site';

/** The opening tag of the element with this id. */
const tag = (id: string) => html.match(new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`))![0];
/** An attribute's value in a tag, whatever its case or position. */
const attr = (t: string, name: string) => t.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

const html = renderBlocks({ type: 'contact-form', heading: 'Send us a message', intro: 'Ask us anything.' });

describe('contact-form block', () => {
  it('is a real form posting to the enquiry function, so it works without JavaScript', () => {
    const site = realSite();
    const form = html.match(/<form[^>]*>/)![0];
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe(`${site.backend.url}/functions/v1/${site.backend.functions.enquiry}`);
    expect(html).not.toContain('novalidate');
  });

  it.each([
    ['firstName', 'First Name', 'text', 'given-name'],
    ['lastName', 'Last Name', 'text', 'family-name'],
    ['email', 'Email', 'email', 'email'],
    ['phone', 'Phone Number', 'tel', 'tel'],
    ['dates', 'Preferred Dates', 'text', 'off'],
  ])('labels the %s input (%s, type %s, autocomplete %s)', (name, label, type, autocomplete) => {
    expect(html).toMatch(new RegExp(`<label for="contact-${name}">${label}`));
    const input = tag(`contact-${name}`);
    expect(attr(input, 'name')).toBe(name);
    expect(attr(input, 'type')).toBe(type);
    expect(attr(input, 'autocomplete')).toBe(autocomplete);
  });

  it('has a five-row message box and the Send Message button', () => {
    expect(html).toMatch(/<label for="contact-message">Message/);
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*rows="5"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Send Message<\/button>/s);
  });

  it('marks the required fields for the browser and the optional ones for people', () => {
    for (const name of ['firstName', 'lastName', 'email']) expect(html).toMatch(new RegExp(`<input[^>]*id="contact-${name}"[^>]*required`));
    expect(html).toMatch(/<textarea[^>]*required/);
    expect(html).toMatch(/Phone Number<span[^>]*> \(optional\)/);
  });

  it('carries a hidden honeypot input that people never reach', () => {
    expect(html).toMatch(/<div class="hp" aria-hidden="true">/);
    const input = tag('contact-website');
    expect(attr(input, 'name')).toBe('website');
    expect(attr(input, 'tabindex')).toBe('-1');
    expect(attr(input, 'autocomplete')).toBe('off');
  });

  it('sends the page it is on in a hidden input, which the form posts without script too', () => {
    const input = html.match(/<input[^>]*name="formPage"[^>]*>/)![0];
    expect(attr(input, 'type')).toBe('hidden');
    expect(attr(input, 'value')).toBe('/test'); // renderBlocks' page
  });

  it('takes each field\'s length limit from the enquiry schema the server enforces', () => {
    const schema = schemaById('api/enquiry.schema.json') as { properties: Record<string, { maxLength: number }> };
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'dates']) expect(Number(attr(tag(`contact-${name}`), 'maxLength'))).toBe(schema.properties[name].maxLength);
    expect(html).toMatch(new RegExp(`<textarea[^>]*maxLength="${schema.properties.message.maxLength}"`));
  });

  it('is filled in by the server for the no-JavaScript confirmation: the reference and the wording', () => {
    const filled = fillConfirmation(html, new URLSearchParams('sent=1&ref=ABCD2345&delivery=email'))!;
    expect(filled).toContain('<div data-delivery="email" id="enquiry-sent"');
    expect(filled).toContain('<p class="enquiry-ref">Your reference is ABCD2345.</p>');
    expect(fillConfirmation(html, new URLSearchParams('sent=1&ref=<b>&delivery=x'))).toBeNull();
  });

  it('is filled in by the server when a form posted without script was refused: the reason, read strictly', () => {
    const site = realSite();
    const busy = fillConfirmation(html, new URLSearchParams('error=busy'))!;
    expect(busy).toContain('<div data-error="busy" id="enquiry-error"');
    // The words it picks give the guest another way to reach the host.
    expect(html).toMatch(new RegExp(`<span data-for="busy">[^<]*${site.contact.email}[^<]*${site.contact.phone.replace(/\+/g, '\\+')}`));
    expect(fillConfirmation(html, new URLSearchParams('error=too-many'))).toContain('<div data-error="too-many" id="enquiry-error"');
    // Field names, or anything else, show the page's own wording: nothing is written in.
    for (const q of ['error=email,phone', 'error=%3Cb%3E', 'error=network']) expect(fillConfirmation(html, new URLSearchParams(q))).toBeNull();
  });

  it('has the thank-you and error notices the no-JavaScript redirect targets', () => {
    expect(html).toContain('id="enquiry-sent"');
    expect(html).toContain('id="enquiry-error"');
    expect(html).toContain('Thank you, your message has been sent');
  });
});
