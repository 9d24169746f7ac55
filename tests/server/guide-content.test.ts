import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guideFile, loadGuide } from '../../src/server/guide/content';
import { contentDir } from '../../src/core/paths';
import { loadSite } from '../../src/content/load-content';

const real = fs.readFileSync(guideFile(contentDir), 'utf8');
const dirs: string[] = [];

/** A copy of the real guide with one edit, in a temporary project folder. */
function brokenCopy(edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-content-'));
  dirs.push(dir);
  const file = guideFile(dir);
  fs.mkdirSync(path.dirname(file));
  const text = edit(real);
  expect(text).not.toBe(real);
  fs.writeFileSync(file, text);
  return dir;
}

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Line (1-based) of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('private guide content', () => {
  it('the real private/guide.yaml is valid and complete', () => {
    const guide = loadGuide(guideFile(contentDir), contentDir);
    expect(real.startsWith('# yaml-language-server: $schema=../schemas/guide.schema.json\n')).toBe(true);
    expect(guide.property.emergency.clinics).toHaveLength(3);
    expect(guide.manuals).toHaveLength(4);
    expect(guide.links.foodDelivery).toHaveLength(2);
    expect(guide.local.categories.map((c) => c.id).sort()).toEqual(
      ['beaches', 'cafes', 'clubs-pubs', 'eating-precincts', 'shopping-centres', 'supermarkets', 'walking-trail'],
    );
    expect(guide.howTo.sections.map((s) => s.id)).toEqual(expect.arrayContaining(['wifi', 'check-out', 'appliances', 'parking', 'local-tips']));
    for (const list of [guide.search.items, guide.manuals, guide.howTo.sections]) {
      const ids = list.map((x) => x.id);
      expect(new Set(ids).size, `duplicate id in ${ids.join(', ')}`).toBe(ids.length);
    }
  });

  it("states the host's phone and the quiet hours as site.yaml does: change them there and the guide follows", () => {
    const site = loadSite().site;
    const changed = { ...site, contact: { ...site.contact, phone: '+61 412 345 678' }, property: { ...site.property, quietHours: { from: '21:30', to: '08:00' } } };
    const guide = loadGuide(guideFile(contentDir), contentDir, changed);
    expect(guide.property.emergencyContact.phone).toBe('+61 412 345 678');
    expect(guide.links.emergency.find((l) => l.label === 'Your host')?.phone).toBe('+61 412 345 678');
    expect(guide.property.houseRules).toContain('Quiet hours are 9:30 PM–8:00 AM, inside and out.');
    expect(guide.search.items.find((i) => i.id === 'house-rules')?.content).toContain('quiet hours 9:30 PM–8:00 AM');
    // No copy of the number is left to drift.
    expect(real).not.toContain(site.contact.phone);
  });

  it('locates a schema error as file:line:col', () => {
    const dir = brokenCopy((t) => t.replace('recommended: 22°C', 'recommended: cool'));
    const message = errorOf(() => loadGuide(guideFile(dir), dir));
    const line = lineOf(real, 'recommended: 22°C');
    expect(message).toContain(`private/guide.yaml:${line}:18 property.airConditioning.recommended:`);
  });

  it('reports every problem at once, each with its position', () => {
    const dir = brokenCopy((t) => t.replace('    type: Quick Reference\n', '    type: Cheat Sheet\n').replace('  rideBooking:', '  rideBookings:'));
    const message = errorOf(() => loadGuide(guideFile(dir), dir));
    expect(message).toMatch(new RegExp(`private/guide\\.yaml:${lineOf(real, 'type: Quick Reference')}:11 manuals\\[0\\]\\.type: is "Cheat Sheet", but it must be one of: PDF Manual, Quick Reference`));
    expect(message).toMatch(/private\/guide\.yaml:\d+:\d+ links: 'rideBookings' is not a field here; did you mean 'rideBooking'\?/);
  });

  it('locates a YAML syntax error', () => {
    const dir = brokenCopy((t) => t.replace('  checkOut: "{checkOut}"\n', '  checkOut: ["{checkOut}"\n'));
    expect(errorOf(() => loadGuide(guideFile(dir), dir))).toMatch(/private\/guide\.yaml:\d+:\d+: YAML syntax error/);
  });

  it('names the file when it is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-content-'));
    dirs.push(dir);
    expect(errorOf(() => loadGuide(guideFile(dir), dir))).toMatch(/private\/guide\.yaml: cannot read the digital guide/);
  });
});
