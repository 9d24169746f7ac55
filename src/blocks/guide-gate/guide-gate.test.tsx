import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GuideGate } from './guide-gate';
import { rootDir } from '../../content/paths';
import { renderHtml } from '../../../tests/support/site';

const gate = (
  <GuideGate
    type="guide-gate"
    eyebrow="For booked guests"
    heading="Your Digital Guest Guide"
    text="Enter the passcode from your **booking confirmation**."
    highlights={[{ icon: 'wifi', label: 'WiFi & self check-in' }]}
    help="No code? [Contact us](/contact)."
  />
);

it('renders only the gate: one h1, the explanation and a labelled four-digit password field', () => {
  const html = renderHtml(gate);
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toContain('<strong>booking confirmation</strong>');
  const input = html.match(/<input[^>]*>/)![0];
  expect(input).toContain('type="password"');
  expect(input).toContain('maxLength="4"');
  expect(input).toContain('inputMode="numeric"');
  expect(input).toContain('pattern="[0-9]*"');
  expect(input).toContain('autoComplete="off"');
  const id = input.match(/id="([^"]+)"/)![1];
  expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Passcode</label>`));
  // Disabled until its script is live: a native submit would put the code in the URL.
  const button = html.match(/<button[^>]*type="submit"[^>]*>.*?<\/button>/)![0];
  expect(button).toContain('disabled');
  expect(button).toMatch(/<span class="idle">.*Unlock<\/span>/);
  expect(html).toContain('href="/contact"');
});

it('holds none of the private guide', () => {
  const html = renderHtml(gate);
  const guide = fs.readFileSync(path.join(rootDir, 'private/guide.yaml'), 'utf8');
  const password = guide.match(/password: (\S+)/)![1];
  expect(html).not.toContain(password);
  expect(html).not.toContain('lockbox');
  expect(html).not.toContain('role="tablist"');
});
