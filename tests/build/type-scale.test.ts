import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, distDir } from '../../harness/routes';
import { text } from '../../src/theme/type-scale';

// Each fixed text size is one more font for Chrome to set up before the first layout
// (docs/decisions/type-scale.md): sizes come from the scale; only sizes that scale with the
// screen (clamp, min, max) or with their parent (em, %) are written where they are used.
const onScale = new Set<string>(Object.values(text));
const scaling = /^(clamp|min|max)\(|^[0-9.]+(em|%)$|^(inherit|100%)$/;

function offScale(css: string): string[] {
  return [...css.matchAll(/font-size:\s*([^;}"'`$]+)/g)]
    .map(([, v]) => v.replace(/\s*!important$/, '').trim())
    .filter((v) => v !== '' && !onScale.has(v) && !scaling.test(v));
}

const pages = [...builtRoutes().map((r) => (r === '/' ? 'index.html' : `${r.slice(1)}/index.html`)), '404.html'];

describe('text sizes keep to the type scale', () => {
  it('in every page', () => {
    for (const rel of pages) {
      const html = fs.readFileSync(path.join(distDir(), 'client', rel), 'utf8');
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
      expect(css.length, rel).toBeGreaterThan(1000);
      expect(offScale(css), rel).toEqual([]);
    }
  });

  it('in the script that styles islands as they start', () => {
    const assets = path.join(distDir(), 'client', 'assets');
    const scripts = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const f of scripts) expect(offScale(fs.readFileSync(path.join(assets, f), 'utf8')).filter((v) => /^[0-9.]+(rem|px)$/.test(v)), f).toEqual([]);
  });

  it('finds a size off the scale', () => {
    expect(offScale('a{font-size:0.95rem}b{font-size:clamp(1rem,2vw,2rem)}c{font-size:0.875rem}d{font-size:0.9em}')).toEqual(['0.95rem']);
  });
});
