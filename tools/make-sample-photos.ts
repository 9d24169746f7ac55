// `npx tsx tools/make-sample-photos.ts` (a one-off tool, not an everyday script): draws the site's sample photography (calm, softly lit
// rooms and coastal scenes composed as SVG, rasterised by sharp) into public/images/, plus the
// favicon, the apple touch icon and the "image unavailable" placeholder. The outputs are committed;
// rerun only to change the artwork. Stand-ins until the owner supplies real photos under the same names.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { publicDir } from '../src/core/paths';

const W = 1600;
const H = 1067;

const C = {
  wall: '#eee8de',
  wallWarm: '#efe4d3',
  linen: '#f4efe6',
  sand: '#dcc9ab',
  sandDeep: '#c3a57e',
  oak: '#c9a57c',
  timber: '#a97f58',
  timberDark: '#7c5a3e',
  sea: '#5f93a5',
  seaDeep: '#2e5e70',
  seaLight: '#a9cdd4',
  sky: '#dcebee',
  euc: '#8da592',
  eucDeep: '#5b7868',
  eucLight: '#bccbbb',
  charcoal: '#3d4446',
  stone: '#bdb5a9',
  clay: '#c99a7c',
  ink: '#263033',
};

// ---------- colour and randomness ----------

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, '0')).join('');
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#1a1512', t);

/** Deterministic, so rerunning the script reproduces the same files byte for byte. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- the SVG canvas ----------

type Pt = [number, number];
type Stop = [number, string, number?];

class Canvas {
  private defs: string[] = [];
  private body: string[] = [];
  private n = 0;
  constructor(
    readonly w = W,
    readonly h = H,
  ) {
    for (const sd of [3, 8, 18, 36, 70]) {
      this.defs.push(`<filter id="b${sd}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    }
  }
  id(prefix = 'g') {
    return `${prefix}${++this.n}`;
  }
  private stops(stops: Stop[]) {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  }
  /** A linear gradient in the canvas' own coordinates. */
  lin(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.id();
    this.defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** A top-to-bottom gradient across whatever shape uses it. */
  vert(stops: Stop[]): string {
    const id = this.id();
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(cx: number, cy: number, rr: number, stops: Stop[], ry?: number): string {
    const id = this.id();
    const t = ry ? ` gradientTransform="translate(${r(cx)} ${r(cy)}) scale(1 ${(ry / rr).toFixed(3)}) translate(${r(-cx)} ${r(-cy)})"` : '';
    this.defs.push(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r(cx)}" cy="${r(cy)}" r="${r(rr)}"${t}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(inner: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  add(s: string) {
    this.body.push(s);
  }
  poly(pts: Pt[], fill: string, extra = '') {
    this.add(`<polygon points="${pts.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(`<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    this.add(`<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }
  line(a: Pt, b: Pt, stroke: string, width: number, extra = '') {
    this.add(`<line x1="${r(a[0])}" y1="${r(a[1])}" x2="${r(b[0])}" y2="${r(b[1])}" stroke="${stroke}" stroke-width="${width}"${extra ? ' ' + extra : ''}/>`);
  }
  path(d: string, fill: string, extra = '') {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }
  group(extra: string, draw: () => void) {
    this.add(`<g ${extra}>`);
    draw();
    this.add('</g>');
  }
  /** Photographic finish: a soft vignette and a faint warm wash over everything. */
  finish(warmth = 0.06, vignette = 0.22) {
    this.rect(0, 0, this.w, this.h, '#f2c58f', `opacity="${warmth}" style="mix-blend-mode:soft-light"`);
    const v = this.rad(this.w / 2, this.h / 2, this.w * 0.72, [
      [0.55, '#000', 0],
      [1, '#1b1410', vignette],
    ], this.h * 0.72);
    this.rect(0, 0, this.w, this.h, v);
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

const r = (v: number) => Math.round(v * 10) / 10;

// ---------- one-point perspective rooms ----------
// World coordinates are those of the back wall plane; s scales a point toward the camera
// (s = 1 on the back wall, s = 1.5 is a third of the way to the lens).

interface Room {
  c: Canvas;
  vp: Pt;
  back: { x0: number; y0: number; x1: number; y1: number };
  P: (x: number, y: number, s: number) => Pt;
  floorY: number;
}

interface RoomOpts {
  vp?: Pt;
  back?: [number, number, number, number];
  wall?: string;
  leftWall?: string;
  rightWall?: string;
  ceiling?: string;
  floor?: 'timber' | 'tile' | 'carpet' | 'pavers' | 'deck';
  floorColor?: string;
  light?: 'left' | 'right';
  seed?: number;
}

function room(c: Canvas, o: RoomOpts = {}): Room {
  const vp = o.vp ?? [800, 470];
  const [x0, y0, x1, y1] = o.back ?? [260, 110, 1340, 800];
  const P = (x: number, y: number, s: number): Pt => [vp[0] + (x - vp[0]) * s, vp[1] + (y - vp[1]) * s];
  const rm: Room = { c, vp, back: { x0, y0, x1, y1 }, P, floorY: y1 };
  const S = 6;
  const wall = o.wall ?? C.wall;
  const light = o.light ?? 'right';
  const rand = rng(o.seed ?? 7);

  // Floor
  const floorColor = o.floorColor ?? (o.floor === 'tile' ? '#d9d3c8' : o.floor === 'carpet' ? '#cfc3b1' : o.floor === 'pavers' ? '#c9c0b2' : C.oak);
  const floorPts: Pt[] = [P(x0, y1, 1), P(x1, y1, 1), P(x1, y1, S), P(x0, y1, S)];
  c.poly(floorPts, c.lin(0, y1, 0, c.h, [
    [0, lighten(floorColor, 0.12)],
    [1, darken(floorColor, 0.12)],
  ]));
  const floorClip = c.clip(`<polygon points="${floorPts.map((p) => p.map(r).join(',')).join(' ')}"/>`);
  const seams: string[] = [];
  const lineCol = darken(floorColor, 0.35);
  if (o.floor === 'timber' || o.floor === 'deck' || o.floor === undefined) {
    const step = o.floor === 'deck' ? 62 : 44;
    for (let x = x0 + step; x < x1; x += step) {
      const a = P(x, y1, 1);
      const b = P(x, y1, S);
      seams.push(`<line x1="${r(a[0])}" y1="${r(a[1])}" x2="${r(b[0])}" y2="${r(b[1])}" stroke="${lineCol}" stroke-width="${o.floor === 'deck' ? 2.2 : 1.2}" opacity="${o.floor === 'deck' ? 0.55 : 0.3}"/>`);
      // Board ends, staggered.
      for (let k = 0; k < 3; k++) {
        const s = 1 + rand() * 1.2;
        const p = P(x, y1, s);
        const q = P(x + step, y1, s);
        seams.push(`<line x1="${r(p[0])}" y1="${r(p[1])}" x2="${r(q[0])}" y2="${r(q[1])}" stroke="${lineCol}" stroke-width="1" opacity="0.22"/>`);
      }
      // Slight plank-to-plank colour variation.
      const tone = rand() < 0.5 ? '#ffffff' : '#3a2a1c';
      const a2 = P(x + step, y1, 1);
      const b2 = P(x + step, y1, S);
      seams.push(`<polygon points="${[a, a2, b2, b].map((p) => p.map(r).join(',')).join(' ')}" fill="${tone}" opacity="${(0.02 + rand() * 0.05).toFixed(3)}"/>`);
    }
  } else {
    const step = o.floor === 'carpet' ? 0 : o.floor === 'tile' ? 90 : 130;
    if (step) {
      for (let x = x0 + step; x < x1; x += step) {
        const a = P(x, y1, 1);
        const b = P(x, y1, S);
        seams.push(`<line x1="${r(a[0])}" y1="${r(a[1])}" x2="${r(b[0])}" y2="${r(b[1])}" stroke="${lineCol}" stroke-width="1.4" opacity="0.28"/>`);
      }
      // Rows at equal depth: s = 1/z with z stepping toward the camera.
      for (let i = 1; i < 14; i++) {
        const s = 1 / (1 - i * (step / (x1 - x0)) * 0.9);
        if (s <= 0 || s > S) break;
        const a = P(x0, y1, s);
        const b = P(x1, y1, s);
        seams.push(`<line x1="${r(a[0])}" y1="${r(a[1])}" x2="${r(b[0])}" y2="${r(b[1])}" stroke="${lineCol}" stroke-width="1.4" opacity="0.28"/>`);
      }
    }
  }
  c.add(`<g clip-path="${floorClip}">${seams.join('')}</g>`);

  // Side walls and ceiling
  const lw = o.leftWall ?? (light === 'left' ? lighten(wall, 0.25) : darken(wall, 0.08));
  const rw = o.rightWall ?? (light === 'right' ? lighten(wall, 0.25) : darken(wall, 0.08));
  c.poly([P(x0, y0, 1), P(x0, y1, 1), P(x0, y1, S), P(x0, y0, S)], c.lin(x0, 0, 0, 0, [
    [0, darken(lw, 0.05)],
    [1, lw],
  ]));
  c.poly([P(x1, y0, 1), P(x1, y1, 1), P(x1, y1, S), P(x1, y0, S)], c.lin(x1, 0, c.w, 0, [
    [0, darken(rw, 0.05)],
    [1, rw],
  ]));
  c.poly([P(x0, y0, 1), P(x1, y0, 1), P(x1, y0, S), P(x0, y0, S)], c.lin(0, y0, 0, 0, [
    [0, darken(o.ceiling ?? '#f3efe9', 0.08)],
    [1, o.ceiling ?? '#f3efe9'],
  ]));
  // Back wall, lit from the window side.
  const lx = light === 'right' ? x1 : x0;
  c.rect(x0, y0, x1 - x0, y1 - y0, c.lin(light === 'right' ? x0 : x1, 0, lx, 0, [
    [0, darken(wall, 0.06)],
    [1, lighten(wall, 0.18)],
  ]));
  // Skirting
  c.poly([P(x0, y1 - 10, 1), P(x1, y1 - 10, 1), P(x1, y1, 1), P(x0, y1, 1)], lighten(wall, 0.3), 'opacity="0.8"');
  // Soft ambient occlusion in the room's corners.
  const ao = 'stroke="#2a2018" stroke-width="26" opacity="0.10" filter="url(#b18)" fill="none"';
  c.add(`<polyline points="${[P(x0, y0, S), P(x0, y0, 1), P(x0, y1, 1), P(x0, y1, S)].map((p) => p.map(r).join(',')).join(' ')}" ${ao}/>`);
  c.add(`<polyline points="${[P(x1, y0, S), P(x1, y0, 1), P(x1, y1, 1), P(x1, y1, S)].map((p) => p.map(r).join(',')).join(' ')}" ${ao}/>`);
  c.add(`<polyline points="${[P(x0, y0, 1), P(x1, y0, 1)].map((p) => p.map(r).join(',')).join(' ')}" ${ao}/>`);
  c.add(`<polyline points="${[P(x0, y1, 1), P(x1, y1, 1)].map((p) => p.map(r).join(',')).join(' ')}" ${ao}/>`);
  return rm;
}

type View = 'sea' | 'garden' | 'sky' | 'street';

/** What a window looks out on: an over-bright sky, as in a real interior photo. */
function outside(c: Canvas, x: number, y: number, w: number, h: number, view: View, clip: string) {
  const g = [`<g clip-path="${clip}">`];
  c.add(g[0]);
  c.rect(x, y, w, h, c.lin(0, y, 0, y + h, [
    [0, '#f4f9fa'],
    [0.6, '#e6f1f2'],
    [1, '#f6f1e6'],
  ]));
  if (view === 'sea') {
    const hy = y + h * 0.58;
    c.rect(x, hy, w, h, c.lin(0, hy, 0, y + h, [
      [0, '#b9d7dc'],
      [1, '#8dbac4'],
    ]));
    c.rect(x, hy - 2, w, 3, '#ffffff', 'opacity="0.6"');
    c.ellipse(x + w * 0.2, y + h * 0.95, w * 0.5, h * 0.16, C.eucLight, 'opacity="0.8" filter="url(#b8)"');
  } else if (view === 'garden' || view === 'street') {
    for (let i = 0; i < 7; i++) {
      c.ellipse(x + (w * (i + 0.3)) / 6, y + h * (0.62 + (i % 3) * 0.08), w * 0.22, h * 0.3, i % 2 ? C.eucLight : lighten(C.euc, 0.35), 'opacity="0.75" filter="url(#b18)"');
    }
  }
  c.add('</g>');
}

/** A window on the back wall, with its glow spilling onto the wall. */
function backWindow(rm: Room, x: number, y: number, w: number, h: number, view: View = 'sea', opts: { panes?: number; sheer?: boolean } = {}) {
  const c = rm.c;
  c.rect(x - 60, y - 60, w + 120, h + 120, '#fffaf0', 'opacity="0.35" filter="url(#b36)"');
  const clip = c.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`);
  outside(c, x, y, w, h, view, clip);
  const frame = '#f7f4ee';
  const fw = 14;
  c.rect(x - fw, y - fw, w + 2 * fw, fw, frame);
  c.rect(x - fw, y + h, w + 2 * fw, fw + 6, lighten(frame, 0.3));
  c.rect(x - fw, y, fw, h, frame);
  c.rect(x + w, y, fw, h, frame);
  const panes = opts.panes ?? 2;
  for (let i = 1; i < panes; i++) c.rect(x + (w * i) / panes - 4, y, 8, h, frame);
  c.rect(x, y + h - 4, w, 4, '#000', 'opacity="0.06"');
  if (opts.sheer) {
    for (const [sx, sw] of [
      [x - 70, 130],
      [x + w - 60, 130],
    ] as const) {
      c.rect(sx, y - 40, sw, h + 70, c.lin(sx, 0, sx + sw, 0, [
        [0, '#ffffff', 0.55],
        [0.5, '#fbf7f0', 0.85],
        [1, '#ffffff', 0.5],
      ]));
      for (let k = 1; k < 5; k++) c.rect(sx + (sw * k) / 5, y - 40, 3, h + 70, '#d8cfc1', 'opacity="0.25"');
    }
  }
}

/** A window on a side wall, drawn in perspective, plus the pool of light it throws on the floor. */
function sideWindow(rm: Room, side: 'left' | 'right', s0: number, s1: number, yTop: number, yBot: number, view: View = 'sea', pool = true) {
  const { c, P, back } = rm;
  const x = side === 'left' ? back.x0 : back.x1;
  const q: Pt[] = [P(x, yTop, s0), P(x, yTop, s1), P(x, yBot, s1), P(x, yBot, s0)];
  const pts = q.map((p) => p.map(r).join(',')).join(' ');
  c.add(`<polygon points="${pts}" fill="#fffaf0" opacity="0.45" filter="url(#b36)"/>`);
  const clip = c.clip(`<polygon points="${pts}"/>`);
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  outside(c, Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), view, clip);
  c.add(`<polygon points="${pts}" fill="none" stroke="#f7f4ee" stroke-width="16" stroke-linejoin="round"/>`);
  const sm = (s0 + s1) / 2;
  c.line(P(x, yTop, sm), P(x, yBot, sm), '#f7f4ee', 10 * sm);
  if (pool) {
    // Light falls across the floor, away from the window.
    const dir = side === 'left' ? 1 : -1;
    const spread = (yBot - yTop) * 0.9 * dir;
    const f = rm.floorY;
    const lp: Pt[] = [P(x, f, s0), P(x, f, s1), P(x + spread, f, s1 * 1.05), P(x + spread, f, s0 * 1.05)];
    c.add(`<polygon points="${lp.map((p) => p.map(r).join(',')).join(' ')}" fill="#fff8e8" opacity="0.42" filter="url(#b18)"/>`);
  }
}

interface BoxOpts {
  x0: number;
  x1: number;
  /** Underside height above the floor line (world units), for things on legs or on walls. */
  lift?: number;
  h: number;
  s0: number;
  s1: number;
  color: string;
  top?: string;
  side?: string;
  shadow?: number;
}

/** A box resting on the floor (or floating at `lift`), with its visible faces shaded. */
function box(rm: Room, o: BoxOpts) {
  const { c, P, vp } = rm;
  const yb = rm.floorY - (o.lift ?? 0);
  const yt = yb - o.h;
  if (o.shadow !== 0 && !o.lift) {
    const sh: Pt[] = [P(o.x0 - 10, rm.floorY, o.s0), P(o.x1 + 10, rm.floorY, o.s0), P(o.x1 + 10, rm.floorY, o.s1 + 0.03), P(o.x0 - 10, rm.floorY, o.s1 + 0.03)];
    c.add(`<polygon points="${sh.map((p) => p.map(r).join(',')).join(' ')}" fill="#2a1d12" opacity="${o.shadow ?? 0.32}" filter="url(#b8)"/>`);
  }
  const sideCol = o.side ?? darken(o.color, 0.16);
  if (o.x1 < vp[0]) c.poly([P(o.x1, yt, o.s0), P(o.x1, yt, o.s1), P(o.x1, yb, o.s1), P(o.x1, yb, o.s0)], sideCol);
  if (o.x0 > vp[0]) c.poly([P(o.x0, yt, o.s0), P(o.x0, yt, o.s1), P(o.x0, yb, o.s1), P(o.x0, yb, o.s0)], sideCol);
  if (yt > vp[1]) c.poly([P(o.x0, yt, o.s0), P(o.x1, yt, o.s0), P(o.x1, yt, o.s1), P(o.x0, yt, o.s1)], o.top ?? lighten(o.color, 0.14));
  if (yb < vp[1]) c.poly([P(o.x0, yb, o.s0), P(o.x1, yb, o.s0), P(o.x1, yb, o.s1), P(o.x0, yb, o.s1)], darken(o.color, 0.25));
  const a = P(o.x0, yt, o.s1);
  const b = P(o.x1, yb, o.s1);
  c.rect(a[0], a[1], b[0] - a[0], b[1] - a[1], c.vert([
    [0, lighten(o.color, 0.04)],
    [1, darken(o.color, 0.1)],
  ]));
}

/** A soft rounded shape (cushion, pillow) standing at depth s. */
function soft(rm: Room, cx: number, cy: number, w: number, h: number, s: number, color: string, rx = 0.25) {
  const { c, P } = rm;
  const [px, py] = P(cx, cy, s);
  const pw = w * s;
  const ph = h * s;
  c.ellipse(px + 6, py + ph * 0.42, pw * 0.48, ph * 0.12, '#2a1d12', 'opacity="0.22" filter="url(#b8)"');
  c.rect(px - pw / 2, py - ph / 2, pw, ph, c.vert([
    [0, lighten(color, 0.12)],
    [1, darken(color, 0.1)],
  ]), `rx="${r(pw * rx)}"`);
}

function legs(rm: Room, xs: number[], s: number[], lift: number, color: string, width = 5) {
  const { c, P } = rm;
  for (const x of xs)
    for (const d of s) {
      c.line(P(x, rm.floorY, d), P(x, rm.floorY - lift, d), color, width * d, 'stroke-linecap="round"');
    }
}

function pendant(rm: Room, x: number, s: number, drop: number, shade = C.charcoal, size = 46) {
  const { c, P, back } = rm;
  const top = P(x, back.y0, s);
  const [px, py] = P(x, back.y0 + drop, s);
  const w = size * s;
  c.ellipse(px, py + w * 0.5, w * 2.6, w * 2.2, '#fff2d6', 'opacity="0.35" filter="url(#b36)"');
  c.line(top, [px, py], '#3b3b3b', 1.6);
  c.path(`M${r(px - w)},${r(py + w * 0.55)} Q${r(px - w * 0.9)},${r(py - w * 0.2)} ${r(px)},${r(py - w * 0.22)} Q${r(px + w * 0.9)},${r(py - w * 0.2)} ${r(px + w)},${r(py + w * 0.55)} Z`, c.vert([
    [0, lighten(shade, 0.15)],
    [1, shade],
  ]));
  c.ellipse(px, py + w * 0.55, w * 0.98, w * 0.12, '#fff6e2');
}

/** A sprig of eucalyptus in a vase, or a potted plant when `pot` is set. */
function plant(c: Canvas, x: number, y: number, scale: number, seed: number, pot = false) {
  const rand = rng(seed);
  const vaseW = 34 * scale;
  const vaseH = (pot ? 70 : 80) * scale;
  c.ellipse(x + 8, y, vaseW * 1.1, 10 * scale, '#2a1d12', 'opacity="0.25" filter="url(#b8)"');
  for (let i = 0; i < 9; i++) {
    const ang = -Math.PI / 2 + (rand() - 0.5) * 1.6;
    const len = (150 + rand() * 140) * scale;
    const sx = x;
    const sy = y - vaseH * 0.9;
    const ex = sx + Math.cos(ang) * len;
    const ey = sy + Math.sin(ang) * len;
    const mx = (sx + ex) / 2 + (rand() - 0.5) * 40 * scale;
    const my = (sy + ey) / 2;
    c.path(`M${r(sx)},${r(sy)} Q${r(mx)},${r(my)} ${r(ex)},${r(ey)}`, 'none', `stroke="#7b6a55" stroke-width="${r(2 * scale)}"`);
    const leaves = 6 + Math.floor(rand() * 4);
    for (let k = 1; k <= leaves; k++) {
      const t = k / (leaves + 1);
      const lx = (1 - t) * (1 - t) * sx + 2 * (1 - t) * t * mx + t * t * ex;
      const ly = (1 - t) * (1 - t) * sy + 2 * (1 - t) * t * my + t * t * ey;
      const rot = ((ang * 180) / Math.PI + (k % 2 ? 60 : -60) + (rand() - 0.5) * 30).toFixed(0);
      const col = [C.euc, C.eucLight, C.eucDeep, lighten(C.euc, 0.2)][Math.floor(rand() * 4)];
      c.ellipse(0, 0, (pot ? 20 : 15) * scale, (pot ? 10 : 9) * scale, col, `transform="translate(${r(lx)} ${r(ly)}) rotate(${rot})" opacity="0.95"`);
    }
  }
  if (pot) {
    c.path(`M${r(x - vaseW)},${r(y - vaseH)} L${r(x + vaseW)},${r(y - vaseH)} L${r(x + vaseW * 0.78)},${r(y)} L${r(x - vaseW * 0.78)},${r(y)} Z`, c.vert([
      [0, lighten(C.clay, 0.1)],
      [1, darken(C.clay, 0.12)],
    ]));
  } else {
    c.path(`M${r(x - vaseW * 0.45)},${r(y - vaseH)} C${r(x - vaseW * 0.5)},${r(y - vaseH * 0.6)} ${r(x - vaseW * 1.1)},${r(y - vaseH * 0.5)} ${r(x - vaseW * 0.8)},${r(y)} L${r(x + vaseW * 0.8)},${r(y)} C${r(x + vaseW * 1.1)},${r(y - vaseH * 0.5)} ${r(x + vaseW * 0.5)},${r(y - vaseH * 0.6)} ${r(x + vaseW * 0.45)},${r(y - vaseH)} Z`, c.vert([
      [0, '#f1ece4'],
      [1, '#cfc6b8'],
    ]));
  }
}

/** Framed print of a sea horizon, hung flat on the back wall. */
function artwork(c: Canvas, x: number, y: number, w: number, h: number, tone: 'sea' | 'euc' | 'sand' = 'sea') {
  c.rect(x + 8, y + 12, w, h, '#2a1d12', 'opacity="0.2" filter="url(#b8)"');
  c.rect(x, y, w, h, '#3f3a35');
  c.rect(x + 6, y + 6, w - 12, h - 12, '#f8f5ef');
  const ix = x + w * 0.14;
  const iy = y + h * 0.14;
  const iw = w * 0.72;
  const ih = h * 0.72;
  const top = tone === 'sea' ? '#dbe8e9' : tone === 'euc' ? '#e3e8df' : '#f0e3cf';
  const low = tone === 'sea' ? C.sea : tone === 'euc' ? C.euc : C.sandDeep;
  c.rect(ix, iy, iw, ih, c.vert([
    [0, top],
    [0.55, lighten(low, 0.45)],
    [0.56, lighten(low, 0.1)],
    [1, low],
  ]));
}

function lamp(rm: Room, x: number, s: number, baseY: number, height: number, shadeCol = '#f1e9dc') {
  const { c, P } = rm;
  const [bx, by] = P(x, baseY, s);
  const hh = height * s;
  c.ellipse(bx, by - hh, 120 * s, 100 * s, '#fff0cf', 'opacity="0.4" filter="url(#b36)"');
  c.rect(bx - 3 * s, by - hh * 0.7, 6 * s, hh * 0.7, '#6b5a48');
  c.path(`M${r(bx - 14 * s)},${r(by)} Q${r(bx)},${r(by - 40 * s)} ${r(bx + 14 * s)},${r(by)} Z`, '#c9b79f');
  const sw = 44 * s;
  c.path(`M${r(bx - sw * 0.7)},${r(by - hh - sw * 0.5)} L${r(bx + sw * 0.7)},${r(by - hh - sw * 0.5)} L${r(bx + sw)},${r(by - hh + sw * 0.45)} L${r(bx - sw)},${r(by - hh + sw * 0.45)} Z`, c.vert([
    [0, lighten(shadeCol, 0.3)],
    [1, shadeCol],
  ]));
}

function rug(rm: Room, x0: number, x1: number, s0: number, s1: number, color: string, border?: string) {
  const { c, P, floorY: f } = rm;
  const pts: Pt[] = [P(x0, f, s0), P(x1, f, s0), P(x1, f, s1), P(x0, f, s1)];
  c.poly(pts, color);
  if (border) {
    const m = 0.06;
    const inner: Pt[] = [P(x0 + 30, f, s0 + m * 0.4), P(x1 - 30, f, s0 + m * 0.4), P(x1 - 30, f, s1 - m), P(x0 + 30, f, s1 - m)];
    c.add(`<polygon points="${inner.map((p) => p.map(r).join(',')).join(' ')}" fill="none" stroke="${border}" stroke-width="3" opacity="0.6"/>`);
  }
}

// ---------- furniture ----------

function sofa(rm: Room, x0: number, x1: number, s0: number, s1: number, color: string, cushions: string[]) {
  box(rm, { x0, x1, h: 60, s0, s1, color: darken(color, 0.05), shadow: 0.4 });
  box(rm, { x0: x0 + 10, x1: x1 - 10, h: 200, s0, s1: s0 + 0.07, color, shadow: 0 });
  box(rm, { x0: x0 + 46, x1: x1 - 46, h: 115, s0: s0 + 0.06, s1: s1 - 0.02, color: lighten(color, 0.05), top: lighten(color, 0.2), shadow: 0 });
  box(rm, { x0, x1: x0 + 50, h: 150, s0, s1, color: darken(color, 0.03), shadow: 0 });
  box(rm, { x0: x1 - 50, x1, h: 150, s0, s1, color: darken(color, 0.03), shadow: 0 });
  const n = cushions.length;
  cushions.forEach((col, i) => {
    const cx = x0 + 90 + ((x1 - x0 - 180) * (i + 0.5)) / n;
    soft(rm, cx, rm.floorY - 170, 120, 95, s0 + 0.1, col, 0.22);
  });
}

function bed(rm: Room, x0: number, x1: number, s0: number, s1: number, o: { head: string; cover: string; pillows: string[]; throw?: string }) {
  const f = rm.floorY;
  box(rm, { x0: x0 - 20, x1: x1 + 20, h: 300, s0, s1: s0 + 0.04, color: o.head, shadow: 0 });
  box(rm, { x0, x1, h: 70, s0: s0 + 0.04, s1, color: darken(o.cover, 0.2), shadow: 0.45 });
  box(rm, { x0: x0 - 6, x1: x1 + 6, lift: 60, h: 62, s0: s0 + 0.05, s1: s1 + 0.01, color: o.cover, top: lighten(o.cover, 0.5) });
  const n = o.pillows.length;
  o.pillows.forEach((col, i) => {
    const cx = x0 + ((x1 - x0) * (i + 0.5)) / n;
    soft(rm, cx, f - 170, (x1 - x0) / n - 30, 80, s0 + 0.09, col, 0.2);
  });
  if (o.throw) box(rm, { x0: x0 - 8, x1: x1 + 8, lift: 62, h: 64, s0: s1 - 0.14, s1: s1 + 0.015, color: o.throw });
}

function bedside(rm: Room, x: number, s: number, lampOn = true) {
  box(rm, { x0: x - 55, x1: x + 55, h: 140, s0: s, s1: s + 0.1, color: C.oak, shadow: 0.3 });
  if (lampOn) lamp(rm, x, s + 0.05, rm.floorY - 140, 120);
}

function chair(rm: Room, x: number, s: number, color: string, frame = C.timber) {
  legs(rm, [x - 40, x + 40], [s, s + 0.09], 110, frame, 5);
  box(rm, { x0: x - 48, x1: x + 48, lift: 105, h: 16, s0: s, s1: s + 0.1, color, shadow: 0 });
  box(rm, { x0: x - 46, x1: x + 46, lift: 120, h: 110, s0: s, s1: s + 0.02, color: darken(color, 0.05), shadow: 0 });
  const { c, P, floorY: f } = rm;
  const a = P(x, f, s + 0.05);
  c.ellipse(a[0], a[1], 60 * s, 10 * s, '#2a1d12', 'opacity="0.25" filter="url(#b8)"');
}

function table(rm: Room, x0: number, x1: number, s0: number, s1: number, height: number, top = C.oak, legCol = C.timberDark) {
  const { c, P, floorY: f } = rm;
  const sh: Pt[] = [P(x0, f, s0), P(x1, f, s0), P(x1, f, s1), P(x0, f, s1)];
  c.add(`<polygon points="${sh.map((p) => p.map(r).join(',')).join(' ')}" fill="#2a1d12" opacity="0.22" filter="url(#b18)"/>`);
  legs(rm, [x0 + 20, x1 - 20], [s0 + 0.02, s1 - 0.02], height, legCol, 8);
  box(rm, { x0, x1, lift: height - 14, h: 14, s0, s1, color: top, top: lighten(top, 0.2) });
}

function stool(rm: Room, x: number, s: number, seat = C.oak, leg = C.charcoal) {
  const { c, P, floorY: f } = rm;
  const top = P(x, f - 170, s);
  const sp = 22 * s;
  for (const dx of [-1, 1]) c.line([top[0] + dx * sp * 0.5, top[1]], [top[0] + dx * sp * 1.6, P(x, f, s)[1]], leg, 4 * s);
  c.line([top[0] - sp * 1.2, top[1] + 90 * s], [top[0] + sp * 1.2, top[1] + 90 * s], leg, 3 * s);
  c.ellipse(top[0], top[1], 40 * s, 11 * s, lighten(seat, 0.1));
  c.rect(top[0] - 40 * s, top[1], 80 * s, 10 * s, darken(seat, 0.1));
  c.ellipse(top[0], P(x, f, s)[1], 50 * s, 8 * s, '#2a1d12', 'opacity="0.2" filter="url(#b8)"');
}

/** Kitchen run along the back wall: base cabinets, benchtop, open shelf, splashback. */
function kitchenRun(rm: Room, x0: number, x1: number, o: { cab: string; bench: string; splash?: string }) {
  const { c, back } = rm;
  const f = rm.floorY;
  if (o.splash) c.rect(x0, f - 330, x1 - x0, 110, o.splash);
  for (let x = x0; x < x1; x += 22) c.rect(x, f - 330, 1, 110, '#000', 'opacity="0.05"');
  box(rm, { x0, x1, h: 205, s0: 1, s1: 1.12, color: o.cab, shadow: 0.25 });
  for (let x = x0 + 120; x < x1 - 10; x += 120) {
    const a = rm.P(x, f - 190, 1.12);
    const b = rm.P(x, f - 10, 1.12);
    c.line(a, b, darken(o.cab, 0.2), 1.5);
    c.line(rm.P(x - 14, f - 170, 1.12), rm.P(x - 14, f - 140, 1.12), '#8b8378', 3);
  }
  box(rm, { x0: x0 - 8, x1: x1 + 8, lift: 205, h: 16, s0: 1, s1: 1.135, color: o.bench, top: lighten(o.bench, 0.25) });
  // Open shelf with a few things on it.
  box(rm, { x0: x0 + 60, x1: x0 + 420, lift: 470, h: 10, s0: 1, s1: 1.05, color: C.oak });
  const rand = rng(x0);
  for (let i = 0; i < 5; i++) {
    const px = x0 + 90 + i * 65;
    const hh = 30 + rand() * 40;
    const p = rm.P(px, f - 480, 1.025);
    c.rect(p[0] - 14, p[1] - hh, 28, hh, ['#e9e2d6', '#8da592', '#d6c3a6', '#f3efe8', '#5f93a5'][i], 'rx="5"');
  }
  void back;
}

// ---------- outdoor pieces ----------

function skyGrad(c: Canvas, horizon: number, top: string, low: string, glowX?: number, glow = '#fbe3bf') {
  c.rect(0, 0, c.w, horizon + 4, c.lin(0, 0, 0, horizon, [
    [0, top],
    [1, low],
  ]));
  if (glowX !== undefined) c.ellipse(glowX, horizon, c.w * 0.35, horizon * 0.6, glow, 'opacity="0.65" filter="url(#b70)"');
}

function clouds(c: Canvas, seed: number, yMax: number, opacity = 0.55) {
  const rand = rng(seed);
  for (let i = 0; i < 7; i++) {
    const x = rand() * c.w;
    const y = 60 + rand() * (yMax - 60);
    c.ellipse(x, y, 140 + rand() * 220, 16 + rand() * 18, '#ffffff', `opacity="${(opacity * (0.5 + rand() * 0.5)).toFixed(2)}" filter="url(#b18)"`);
  }
}

function seaBand(c: Canvas, horizon: number, bottom: number, seed: number, near = C.sea, far = '#8fb9c3') {
  c.rect(0, horizon, c.w, bottom - horizon, c.lin(0, horizon, 0, bottom, [
    [0, far],
    [1, near],
  ]));
  const rand = rng(seed);
  for (let i = 0; i < 40; i++) {
    const t = rand();
    const y = horizon + 4 + t * t * (bottom - horizon);
    const x = rand() * c.w;
    const w = 30 + t * 220;
    c.rect(x, y, w, 1.5 + t * 3, '#ffffff', `opacity="${(0.12 + rand() * 0.22).toFixed(2)}" rx="2"`);
  }
  c.rect(0, horizon - 1, c.w, 2.5, '#ffffff', 'opacity="0.45"');
}

function ridge(c: Canvas, base: number, amp: number, seed: number, fill: string, extra = '', waves = 3) {
  const rand = rng(seed);
  const pts: string[] = [`M0,${c.h}`, `L0,${r(base)}`];
  const n = 12;
  const ph = rand() * 6;
  for (let i = 1; i <= n; i++) {
    const x = (c.w * i) / n;
    const y = base - amp * (0.5 + 0.5 * Math.sin((i / n) * Math.PI * waves + ph)) - rand() * amp * 0.25;
    pts.push(`L${r(x)},${r(y)}`);
  }
  pts.push(`L${c.w},${c.h} Z`);
  c.path(pts.join(' '), fill, extra);
}

/** A eucalypt: pale, leaning trunk and an open, layered canopy. */
function gumTree(c: Canvas, x: number, y: number, scale: number, seed: number, tint = C.eucDeep) {
  const rand = rng(seed);
  const h = 520 * scale;
  const lean = (rand() - 0.5) * 120 * scale;
  const tx = x + lean;
  const ty = y - h;
  c.path(`M${r(x - 16 * scale)},${r(y)} C${r(x - 10 * scale)},${r(y - h * 0.5)} ${r(tx - 20 * scale)},${r(y - h * 0.6)} ${r(tx - 4 * scale)},${r(ty + 60 * scale)} L${r(tx + 6 * scale)},${r(ty + 60 * scale)} C${r(tx)},${r(y - h * 0.6)} ${r(x + 18 * scale)},${r(y - h * 0.5)} ${r(x + 16 * scale)},${r(y)} Z`, c.lin(x - 20, 0, x + 20, 0, [
    [0, '#d9d2c5'],
    [1, '#a89d8c'],
  ]));
  for (let i = 0; i < 3; i++) {
    const bx = tx + (rand() - 0.5) * 40 * scale;
    const by = ty + 100 * scale + i * 60 * scale;
    const ex = bx + (i % 2 ? 1 : -1) * (90 + rand() * 80) * scale;
    const ey = by - (80 + rand() * 80) * scale;
    c.path(`M${r(bx)},${r(by)} Q${r((bx + ex) / 2)},${r(by - 10)} ${r(ex)},${r(ey)}`, 'none', `stroke="#b9ae9c" stroke-width="${r(7 * scale)}" stroke-linecap="round"`);
  }
  // Open canopy: a few loose clumps of small leaf masses, light on top, shadowed beneath.
  const clumps = 4 + Math.floor(rand() * 2);
  for (let k = 0; k < clumps; k++) {
    const kx = tx + (rand() - 0.5) * 300 * scale;
    const ky = ty + (rand() - 0.4) * 150 * scale;
    for (let i = 0; i < 26; i++) {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand()) * 95 * scale;
      const cx = kx + Math.cos(a) * d * 1.4;
      const cy = ky + Math.sin(a) * d * 0.6;
      const up = (ky - cy) / (95 * scale);
      const col = mix(darken(tint, 0.12), lighten(tint, 0.3), Math.min(1, Math.max(0, 0.45 + up * 0.6 + (rand() - 0.5) * 0.3)));
      c.ellipse(cx, cy, (16 + rand() * 22) * scale, (9 + rand() * 12) * scale, col, `opacity="${(0.7 + rand() * 0.3).toFixed(2)}" transform="rotate(${((rand() - 0.5) * 40).toFixed(0)} ${r(cx)} ${r(cy)})"`);
    }
  }
}

function shrubs(c: Canvas, y: number, x0: number, x1: number, seed: number, size = 60, tint = C.euc) {
  const rand = rng(seed);
  // One continuous mass first, so the planting reads as foliage rather than a row of balls;
  // it fades out at its foot instead of ending on a ruled line.
  const pts: string[] = [`M${r(x0)},${r(y + size * 0.5)}`];
  let px = x0;
  let py = y - size * 0.4;
  pts.push(`L${r(px)},${r(py)}`);
  for (let x = x0 + size * 0.6; x <= x1 + size * 0.6; x += size * 0.6) {
    const ny = y - size * (0.25 + rand() * 0.5);
    pts.push(`Q${r((px + x) / 2)},${r(Math.min(py, ny) - size * 0.35)} ${r(x)},${r(ny)}`);
    px = x;
    py = ny;
  }
  pts.push(`L${r(px)},${r(y + size * 0.5)} Z`);
  c.path(pts.join(' '), c.lin(0, y - size, 0, y + size * 0.5, [
    [0, darken(tint, 0.05)],
    [0.6, darken(tint, 0.15)],
    [1, darken(tint, 0.15), 0],
  ]), 'filter="url(#b3)"');
  for (let i = 0; i < ((x1 - x0) / size) * 9; i++) {
    const cx = x0 + rand() * (x1 - x0);
    const cy = y - size * 0.1 - rand() * size * 0.7;
    const up = (y - cy) / (size * 0.8);
    const col = mix(darken(tint, 0.15), lighten(tint, 0.3), Math.min(1, up * 0.8 + rand() * 0.3));
    c.ellipse(cx, cy, size * (0.12 + rand() * 0.16), size * (0.07 + rand() * 0.08), col, `opacity="0.9" transform="rotate(${((rand() - 0.5) * 50).toFixed(0)} ${r(cx)} ${r(cy)})"`);
  }
}

/** Timber deck boards running away from the camera toward a vanishing point. */
function deckBoards(c: Canvas, vp: Pt, yTop: number, color: string, step = 70) {
  c.rect(0, yTop, c.w, c.h - yTop, c.lin(0, yTop, 0, c.h, [
    [0, lighten(color, 0.08)],
    [1, darken(color, 0.12)],
  ]));
  const t = (c.h - vp[1]) / (yTop - vp[1]);
  for (let x = -2000; x < c.w + 2000; x += step) {
    const bx = vp[0] + (x - vp[0]) * t;
    c.line([x, yTop], [bx, c.h], darken(color, 0.35), 2, 'opacity="0.55"');
  }
  c.rect(0, yTop, c.w, 6, darken(color, 0.25), 'opacity="0.5"');
}

// ---------- the scenes ----------

type Scene = { file: string; w?: number; h?: number; quality?: number; draw: (c: Canvas) => void };

const scenes: Scene[] = [
  {
    file: 'interior-living.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'right', seed: 1 });
      sideWindow(rm, 'right', 1.05, 1.7, 190, 690, 'sea');
      artwork(c, 560, 250, 300, 210, 'sea');
      artwork(c, 890, 290, 170, 170, 'euc');
      rug(rm, 360, 1230, 1.15, 1.75, '#e7dccb', '#cbb89b');
      sofa(rm, 420, 1130, 1.02, 1.28, C.euc, ['#efe7da', '#c9a57c', '#efe7da']);
      plant(c, ...rm.P(1230, rm.floorY, 1.05), 1.1, 3, true);
      lamp(rm, 340, 1.04, rm.floorY, 420);
      table(rm, 600, 980, 1.4, 1.58, 80, C.oak, C.timberDark);
      const t = rm.P(760, rm.floorY - 80, 1.49);
      c.rect(t[0] - 60, t[1] - 24, 120, 24, '#f1ece4', 'rx="4"');
      c.rect(t[0] - 52, t[1] - 40, 104, 16, C.sea, 'rx="3"');
      plant(c, ...rm.P(880, rm.floorY - 80, 1.49), 0.55, 11);
    },
  },
  {
    file: 'interior-kitchen.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'left', seed: 2, back: [220, 110, 1380, 800], vp: [760, 470] });
      sideWindow(rm, 'left', 1.08, 1.6, 230, 600, 'garden');
      kitchenRun(rm, 300, 1300, { cab: '#e9e4da', bench: '#ded7cc', splash: '#cfdedd' });
      pendant(rm, 620, 1.45, 230);
      pendant(rm, 920, 1.45, 230);
      // Island bench
      box(rm, { x0: 420, x1: 1140, h: 215, s0: 1.4, s1: 1.62, color: C.eucDeep, shadow: 0.4 });
      box(rm, { x0: 400, x1: 1160, lift: 215, h: 16, s0: 1.38, s1: 1.66, color: '#e8e2d8', top: '#f4f0e9' });
      const p = rm.P(560, rm.floorY - 231, 1.5);
      c.ellipse(p[0], p[1], 70, 14, '#f4f0e9');
      c.ellipse(p[0], p[1] - 8, 60, 10, '#e1a36f', 'opacity="0.9"');
      c.ellipse(p[0] + 20, p[1] - 14, 22, 12, '#d5ad5a');
      plant(c, ...rm.P(980, rm.floorY - 231, 1.5), 0.6, 4);
      for (const x of [540, 780, 1020]) stool(rm, x, 1.72);
    },
  },
  {
    file: 'interior-master-bedroom.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'right', wall: '#ede6dc', seed: 3 });
      sideWindow(rm, 'right', 1.08, 1.65, 180, 640, 'sea');
      artwork(c, 640, 200, 320, 150, 'sand');
      bed(rm, 500, 1100, 1.0, 1.62, { head: '#d9cbb6', cover: '#f5f1ea', pillows: ['#f7f4ef', '#f7f4ef'], throw: C.euc });
      soft(rm, 800, rm.floorY - 150, 200, 70, 1.12, '#c9a57c', 0.3);
      bedside(rm, 390, 1.0);
      bedside(rm, 1210, 1.0);
    },
  },
  {
    file: 'interior-twin-bedroom.jpg',
    draw(c) {
      const rm = room(c, { floor: 'carpet', floorColor: '#d8ccb9', light: 'left', wall: '#ece7df', seed: 4 });
      backWindow(rm, 650, 170, 300, 330, 'garden', { panes: 2, sheer: true });
      bed(rm, 320, 620, 1.0, 1.7, { head: '#cbd6cf', cover: '#f5f1ea', pillows: ['#f7f4ef'], throw: '#a9cdd4' });
      bed(rm, 980, 1280, 1.0, 1.7, { head: '#cbd6cf', cover: '#f5f1ea', pillows: ['#f7f4ef'], throw: '#a9cdd4' });
      bedside(rm, 800, 1.0);
    },
  },
  {
    file: 'interior-bathroom.jpg',
    draw(c) {
      const rm = room(c, { floor: 'tile', light: 'right', wall: '#eef0ec', seed: 5, back: [300, 100, 1300, 800] });
      // Tiled wall to shoulder height.
      c.rect(300, 420, 1000, 380, '#e3e9e6');
      for (let x = 300; x < 1300; x += 50) c.rect(x, 420, 1, 380, '#9aa7a3', 'opacity="0.25"');
      for (let y = 420; y < 800; y += 100) c.rect(300, y, 1000, 1, '#9aa7a3', 'opacity="0.25"');
      sideWindow(rm, 'right', 1.1, 1.4, 170, 380, 'sky', false);
      // Round mirror and vanity
      c.ellipse(500, 330, 140, 140, '#ffffff', 'opacity="0.3" filter="url(#b18)"');
      c.ellipse(500, 330, 120, 120, '#c7b59b');
      c.ellipse(500, 330, 112, 112, c.lin(390, 220, 610, 440, [
        [0, '#f1f5f4'],
        [1, '#c9d6d6'],
      ]));
      box(rm, { x0: 340, x1: 660, lift: 70, h: 220, s0: 1, s1: 1.2, color: C.oak, shadow: 0.18 });
      box(rm, { x0: 330, x1: 670, lift: 290, h: 14, s0: 1, s1: 1.21, color: '#f4f1ec' });
      const basin = rm.P(500, rm.floorY - 304, 1.1);
      c.ellipse(basin[0], basin[1], 90, 18, '#ffffff');
      c.ellipse(basin[0], basin[1] + 4, 76, 12, '#e6e9e8');
      const tap = rm.P(500, rm.floorY - 304, 1.02);
      c.path(`M${tap[0] - 4},${tap[1]} L${tap[0] - 4},${tap[1] - 46} Q${tap[0] - 4},${tap[1] - 56} ${tap[0] + 14},${tap[1] - 56} L${tap[0] + 30},${tap[1] - 56} L${tap[0] + 30},${tap[1] - 48} L${tap[0] + 4},${tap[1] - 48} L${tap[0] + 4},${tap[1]} Z`, '#b9b2a7');
      // Glass shower screen
      const g: Pt[] = [rm.P(880, rm.floorY - 650, 1.0), rm.P(880, rm.floorY - 650, 1.55), rm.P(880, rm.floorY, 1.55), rm.P(880, rm.floorY, 1.0)];
      c.poly(g, '#dff0f0', 'opacity="0.35"');
      c.add(`<polyline points="${g.map((p) => p.map(r).join(',')).join(' ')}" fill="none" stroke="#b6aea2" stroke-width="4"/>`);
      const head = rm.P(1100, 230, 1);
      c.rect(head[0] - 3, head[1], 6, 120, '#b9b2a7');
      c.ellipse(head[0], head[1] + 120, 34, 8, '#b9b2a7');
      // Towels on a rail
      const rail = rm.P(770, rm.floorY - 440, 1.0);
      c.rect(rail[0] - 80, rail[1], 160, 6, '#b9b2a7');
      c.rect(rail[0] - 74, rail[1] + 4, 70, 190, c.vert([
        [0, '#f5f1ea'],
        [1, '#ded6c8'],
      ]), 'rx="6"');
      c.rect(rail[0] + 2, rail[1] + 4, 70, 160, c.vert([
        [0, '#a9cdd4'],
        [1, '#86aeb6'],
      ]), 'rx="6"');
      plant(c, ...rm.P(400, rm.floorY - 304, 1.08), 0.4, 14);
    },
  },
  {
    file: 'interior-dining.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'left', wall: '#efe7da', seed: 6 });
      backWindow(rm, 520, 170, 560, 420, 'sea', { panes: 3, sheer: true });
      pendant(rm, 800, 1.35, 250, '#d8c7ad', 60);
      for (const x of [560, 800, 1040]) chair(rm, x, 1.12, '#d9cbb6');
      table(rm, 440, 1160, 1.22, 1.52, 190, C.oak, C.timberDark);
      const rand = rng(66);
      for (const x of [560, 800, 1040]) {
        const p = rm.P(x, rm.floorY - 190, 1.4);
        c.ellipse(p[0], p[1], 60, 14, '#f6f3ee');
        c.ellipse(p[0], p[1], 40, 8, '#e7e1d7');
        c.rect(p[0] + 60, p[1] - 46 - rand() * 6, 16, 46, '#ffffff', 'opacity="0.55" rx="4"');
      }
      plant(c, ...rm.P(690, rm.floorY - 190, 1.33), 0.5, 16);
    },
  },
  {
    file: 'interior-deck.jpg',
    draw(c) {
      const vp: Pt = [820, 520];
      skyGrad(c, 560, '#cfe3ea', '#f2ece0', 1100);
      clouds(c, 7, 260);
      seaBand(c, 560, 700, 7);
      gumTree(c, 200, 760, 1.2, 71);
      gumTree(c, 1420, 760, 1.0, 72, C.euc);
      shrubs(c, 700, -40, 1700, 73, 70);
      deckBoards(c, vp, 700, '#b48a62');
      // Railing along the deck's edge.
      c.rect(0, 600, c.w, 10, '#e8e2d8');
      for (let x = 40; x < c.w; x += 180) c.rect(x, 600, 12, 110, '#e8e2d8');
      c.rect(0, 690, c.w, 14, '#d9d1c4');
      // Outdoor setting
      const f = { c, vp, back: { x0: 0, y0: 0, x1: c.w, y1: 700 }, floorY: 700, P: (x: number, y: number, s: number): Pt => [vp[0] + (x - vp[0]) * s, vp[1] + (y - vp[1]) * s] } as Room;
      for (const x of [560, 1080]) chair(f, x, 1.25, '#efe9de', '#8a6a4c');
      table(f, 700, 940, 1.35, 1.6, 150, '#cfc6b8', '#6f6256');
      const p = f.P(820, f.floorY - 150, 1.47);
      plant(c, p[0], p[1], 0.6, 74);
      plant(c, ...f.P(240, 700, 1.55), 1.4, 75, true);
    },
  },
  {
    file: 'interior-open-plan.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'right', seed: 8, back: [160, 120, 1460, 780], vp: [840, 460] });
      kitchenRun(rm, 220, 780, { cab: '#e9e4da', bench: '#ded7cc', splash: '#dfe7e4' });
      backWindow(rm, 900, 200, 440, 380, 'sea', { panes: 2 });
      pendant(rm, 420, 1.3, 220);
      pendant(rm, 620, 1.3, 220);
      box(rm, { x0: 300, x1: 760, h: 210, s0: 1.35, s1: 1.52, color: C.eucDeep, shadow: 0.4 });
      box(rm, { x0: 285, x1: 775, lift: 210, h: 14, s0: 1.33, s1: 1.55, color: '#e8e2d8', top: '#f4f0e9' });
      sofa(rm, 900, 1420, 1.2, 1.45, '#d6c9b5', ['#8da592', '#efe7da']);
      rug(rm, 880, 1440, 1.48, 1.9, '#e9e0d2');
      plant(c, ...rm.P(1400, rm.floorY, 1.04), 1.0, 81, true);
    },
  },
  {
    file: 'interior-lounge-corner.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'left', seed: 9, back: [420, 120, 1500, 820], vp: [900, 480], wall: '#ece4d7' });
      sideWindow(rm, 'left', 1.05, 1.8, 200, 720, 'garden');
      artwork(c, 900, 260, 260, 340, 'euc');
      rug(rm, 560, 1350, 1.05, 1.6, '#e3d6c2', '#c7b08e');
      // Armchair
      box(rm, { x0: 620, x1: 960, h: 90, lift: 30, s0: 1.1, s1: 1.42, color: '#c9a57c' });
      legs(rm, [640, 940], [1.12, 1.4], 30, C.timberDark, 6);
      box(rm, { x0: 620, x1: 960, lift: 110, h: 230, s0: 1.1, s1: 1.16, color: '#c29e76', shadow: 0 });
      box(rm, { x0: 620, x1: 670, lift: 110, h: 90, s0: 1.12, s1: 1.42, color: '#b8946c', shadow: 0 });
      box(rm, { x0: 910, x1: 960, lift: 110, h: 90, s0: 1.12, s1: 1.42, color: '#b8946c', shadow: 0 });
      soft(rm, 790, rm.floorY - 200, 150, 110, 1.2, '#efe7da');
      box(rm, { x0: 1020, x1: 1160, h: 170, s0: 1.15, s1: 1.3, color: C.oak });
      const p = rm.P(1090, rm.floorY - 170, 1.22);
      c.rect(p[0] - 40, p[1] - 16, 80, 16, C.sea, 'rx="3"');
      c.rect(p[0] - 34, p[1] - 28, 70, 12, '#efe7da', 'rx="3"');
      lamp(rm, 1280, 1.05, rm.floorY, 440);
      plant(c, ...rm.P(500, rm.floorY, 1.12), 1.2, 91, true);
    },
  },
  {
    file: 'interior-laundry.jpg',
    draw(c) {
      const rm = room(c, { floor: 'tile', floorColor: '#d6d1c8', light: 'right', wall: '#edf0ec', seed: 10, back: [330, 120, 1270, 800] });
      sideWindow(rm, 'right', 1.1, 1.45, 200, 430, 'garden', false);
      // Front-loader washing machine under the bench
      box(rm, { x0: 420, x1: 700, h: 330, s0: 1.0, s1: 1.25, color: '#f4f3f0', shadow: 0.3 });
      const d = rm.P(560, rm.floorY - 150, 1.25);
      c.ellipse(d[0], d[1], 100, 100, '#d5d7d5');
      c.ellipse(d[0], d[1], 80, 80, c.rad(d[0] - 20, d[1] - 20, 90, [
        [0, '#e9f1f2'],
        [1, '#9fb3b6'],
      ]));
      const panel = rm.P(440, rm.floorY - 320, 1.25);
      c.rect(panel[0] + 8, panel[1] + 6, 120, 22, '#dedcd7', 'rx="4"');
      box(rm, { x0: 700, x1: 1180, h: 330, s0: 1.0, s1: 1.25, color: '#e6e1d7' });
      for (const x of [820, 940, 1060]) c.line(rm.P(x, rm.floorY - 300, 1.25), rm.P(x, rm.floorY - 20, 1.25), '#cfc8bc', 1.5);
      box(rm, { x0: 410, x1: 1190, lift: 330, h: 16, s0: 1.0, s1: 1.27, color: C.oak });
      // Shelf with baskets
      box(rm, { x0: 430, x1: 1170, lift: 560, h: 12, s0: 1.0, s1: 1.1, color: C.oak });
      for (const x of [520, 720, 920]) {
        const a = rm.P(x, rm.floorY - 572, 1.05);
        c.rect(a[0] - 70, a[1] - 80, 140, 80, c.vert([
          [0, '#d8c39f'],
          [1, '#b99c70'],
        ]), 'rx="8"');
        for (let k = 1; k < 4; k++) c.rect(a[0] - 70, a[1] - 80 + k * 20, 140, 2, '#8f7350', 'opacity="0.35"');
      }
      const s = rm.P(1080, rm.floorY - 572, 1.05);
      c.rect(s[0] - 40, s[1] - 60, 80, 60, '#f4efe6', 'rx="6"');
      plant(c, ...rm.P(1110, rm.floorY - 346, 1.14), 0.45, 101);
    },
  },
  {
    file: 'interior-hallway.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'left', seed: 11, back: [620, 170, 980, 720], vp: [800, 470], wall: '#f2ede5' });
      // Bright doorway at the end of the hall
      c.rect(680, 260, 240, 460, '#fbf8f1');
      outside(c, 690, 270, 220, 450, 'garden', c.clip('<rect x="690" y="270" width="220" height="450"/>'));
      c.rect(640, 200, 320, 520, '#fff8ea', 'opacity="0.25" filter="url(#b36)"');
      // Doors along the side walls
      for (const [side, s0, s1] of [
        ['left', 1.35, 1.75],
        ['right', 1.2, 1.5],
        ['left', 2.4, 3.3],
      ] as const) {
        const x = side === 'left' ? 620 : 980;
        const q: Pt[] = [rm.P(x, 300, s0), rm.P(x, 300, s1), rm.P(x, 720, s1), rm.P(x, 720, s0)];
        c.poly(q, side === 'left' ? '#e9e2d7' : '#f6f2ea');
        c.add(`<polygon points="${q.map((p) => p.map(r).join(',')).join(' ')}" fill="none" stroke="#ffffff" stroke-width="8"/>`);
        const k = rm.P(x, 520, s1 - 0.06);
        c.ellipse(k[0], k[1], 5 * s1, 5 * s1, '#a39886');
      }
      rug(rm, 700, 900, 1.2, 4, '#c9b79a');
      rug(rm, 712, 888, 1.23, 4, '#d8c8ac');
      for (const s of [1.4, 2.1]) {
        const a = rm.P(800, 170, s);
        c.ellipse(a[0], a[1] + 6, 40 * s, 10 * s, '#fff6e2');
        c.ellipse(a[0], a[1] + 40 * s, 140 * s, 90 * s, '#fff2d6', 'opacity="0.25" filter="url(#b36)"');
      }
    },
  },
  {
    file: 'interior-workspace.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'right', seed: 12, wall: '#ede7de' });
      backWindow(rm, 760, 180, 380, 380, 'sea', { panes: 2 });
      table(rm, 560, 1180, 1.05, 1.3, 200, C.oak, C.charcoal);
      chair(rm, 860, 1.42, '#8da592', C.charcoal);
      const p = rm.P(780, rm.floorY - 200, 1.15);
      c.rect(p[0] - 120, p[1] - 10, 240, 10, '#cfd3d4', 'rx="3"');
      c.path(`M${p[0] - 110},${p[1] - 10} L${p[0] - 96},${p[1] - 150} L${p[0] + 96},${p[1] - 150} L${p[0] + 110},${p[1] - 10} Z`, '#3d4446');
      c.path(`M${p[0] - 100},${p[1] - 16} L${p[0] - 88},${p[1] - 142} L${p[0] + 88},${p[1] - 142} L${p[0] + 100},${p[1] - 16} Z`, c.lin(p[0] - 100, 0, p[0] + 100, 0, [
        [0, '#a9cdd4'],
        [1, '#dbe9ea'],
      ]));
      const q = rm.P(1060, rm.floorY - 200, 1.15);
      c.ellipse(q[0], q[1] - 18, 22, 22, '#f4efe6');
      plant(c, ...rm.P(620, rm.floorY - 200, 1.1), 0.55, 121);
      lamp(rm, 1130, 1.1, rm.floorY - 200, 150);
      artwork(c, 380, 260, 220, 280, 'sand');
    },
  },
  {
    file: 'exterior-front-deck.jpg',
    // The weatherboards are fine detail; a little lower quality keeps the file near the others.
    quality: 68,
    draw(c) {
      skyGrad(c, 700, '#a8c9d6', '#f6dfbf', 1250, '#f9d6a8');
      clouds(c, 21, 300, 0.5);
      gumTree(c, 130, 740, 1.35, 211);
      gumTree(c, 1500, 720, 1.1, 212, C.euc);
      // Weatherboard cottage, gable end on.
      const hx0 = 330;
      const hx1 = 1270;
      const wallTop = 330;
      const wallBot = 700;
      c.rect(hx0, wallTop, hx1 - hx0, wallBot - wallTop, c.lin(hx0, 0, hx1, 0, [
        [0, '#f1ede6'],
        [1, '#e2d8c8'],
      ]));
      for (let y = wallTop + 22; y < wallBot; y += 22) c.rect(hx0, y, hx1 - hx0, 2, '#b7aa96', 'opacity="0.45"');
      c.path(`M${hx0 - 60},${wallTop + 6} L800,100 L${hx1 + 60},${wallTop + 6} Z`, c.vert([
        [0, '#59605f'],
        [1, '#3a4042'],
      ]));
      c.path(`M${hx0 + 40},${wallTop} L800,150 L${hx1 - 40},${wallTop} Z`, '#ece6dc');
      for (let x = hx0 + 80; x < hx1 - 40; x += 28) c.rect(x, 150, 2, wallTop - 150, '#b7aa96', 'opacity="0.3"');
      c.rect(hx0 - 60, wallTop, hx1 - hx0 + 120, 14, '#ffffff', 'opacity="0.9"');
      // Windows glowing warm at golden hour, and the front door.
      for (const x of [420, 1010]) {
        c.rect(x - 14, 420, 198, 200, '#f7f3ec');
        c.rect(x, 434, 170, 172, c.vert([
          [0, '#f6d7a4'],
          [1, '#e2b27a'],
        ]));
        c.rect(x + 83, 434, 4, 172, '#f7f3ec');
        c.rect(x - 30, 404, 230, 12, '#e6ded2');
      }
      c.rect(710, 430, 180, 270, '#f7f3ec');
      c.rect(724, 444, 152, 256, c.vert([
        [0, C.eucDeep],
        [1, darken(C.eucDeep, 0.2)],
      ]));
      c.rect(745, 470, 110, 90, '#f1d3a2', 'opacity="0.8"');
      c.ellipse(850, 590, 6, 6, '#d8c7a0');
      c.ellipse(800, 380, 50, 40, '#ffe2b0', 'opacity="0.6" filter="url(#b18)"');
      shrubs(c, 720, 260, 700, 213, 50);
      shrubs(c, 720, 900, 1340, 214, 50);
      // Deck and steps in the foreground.
      deckBoards(c, [800, 420], 740, '#b78c62', 64);
      c.rect(0, 690, c.w, 60, c.vert([
        [0, '#c9a178'],
        [1, '#9c7650'],
      ]));
      for (let x = 30; x < c.w; x += 150) {
        c.rect(x, 560, 14, 190, '#ece6dc');
        c.rect(x + 14, 560, 4, 190, '#000', 'opacity="0.08"');
      }
      c.rect(0, 552, 620, 14, '#f4efe6');
      c.rect(980, 552, 620, 14, '#f4efe6');
      c.ellipse(1250, 1000, 700, 120, '#ffd9a0', 'opacity="0.25" filter="url(#b70)"');
      plant(c, 560, 820, 1.1, 215, true);
      plant(c, 1060, 820, 1.1, 216, true);
    },
  },
  {
    file: 'exterior-entrance-seating.jpg',
    draw(c) {
      const rm = room(c, { floor: 'pavers', floorColor: '#cdc3b4', light: 'left', wall: '#e6ddd0', seed: 22, back: [0, -200, 1600, 760], vp: [700, 460], ceiling: '#e6ddd0' });
      // Vertical cladding across the facade
      for (let x = 20; x < c.w; x += 36) c.rect(x, 0, 2, 760, '#a99b86', 'opacity="0.35"');
      c.rect(0, 0, c.w, 760, c.lin(0, 0, c.w, 0, [
        [0, '#fff6e6', 0.35],
        [0.6, '#fff6e6', 0],
        [1, '#2a1d12', 0.08],
      ]));
      // Front door with sidelight
      c.rect(880, 150, 300, 610, '#f5f0e8');
      c.rect(900, 170, 190, 590, c.vert([
        [0, C.timber],
        [1, C.timberDark],
      ]));
      for (let y = 200; y < 740; y += 60) c.rect(915, y, 160, 3, '#5c4330', 'opacity="0.35"');
      c.rect(1100, 170, 60, 590, '#dfe9e8');
      c.rect(1060, 460, 10, 70, '#2f2f2f', 'rx="3"');
      // Wall light
      c.ellipse(820, 260, 120, 130, '#ffe8bf', 'opacity="0.6" filter="url(#b36)"');
      c.rect(805, 230, 30, 60, '#3d4446', 'rx="6"');
      // Bench with cushions, against the wall
      box(rm, { x0: 180, x1: 720, lift: 120, h: 30, s0: 1.0, s1: 1.2, color: C.oak, shadow: 0 });
      legs(rm, [210, 690], [1.02, 1.18], 120, C.timberDark, 10);
      const sh: Pt[] = [rm.P(180, 760, 1.0), rm.P(720, 760, 1.0), rm.P(720, 760, 1.2), rm.P(180, 760, 1.2)];
      c.add(`<polygon points="${sh.map((p) => p.map(r).join(',')).join(' ')}" fill="#2a1d12" opacity="0.25" filter="url(#b18)"/>`);
      soft(rm, 330, 540, 170, 130, 1.05, '#f0e9dc');
      soft(rm, 520, 540, 150, 120, 1.07, C.euc);
      plant(c, ...rm.P(100, 760, 1.1), 1.6, 221, true);
      plant(c, ...rm.P(1300, 760, 1.05), 1.4, 222, true);
      c.rect(1220, 0, 400, c.h, c.lin(1220, 0, 1600, 0, [
        [0, '#2a1d12', 0],
        [1, '#2a1d12', 0.12],
      ]));
    },
  },
  {
    file: 'local-beach.jpg',
    draw(c) {
      skyGrad(c, 470, '#b4d3de', '#f3ead9', 1150);
      clouds(c, 31, 300);
      ridge(c, 470, 70, 311, '#8ea39a', 'opacity="0.75"', 1);
      c.rect(0, 470, 1000, 10, '#fff', 'opacity="0"');
      seaBand(c, 470, 760, 31, '#4f8799', '#9fc4cb');
      // Shore break and wet sand
      c.path('M0,720 C300,700 600,745 900,725 C1200,705 1400,735 1600,720 L1600,800 L0,800 Z', '#ffffff', 'opacity="0.75" filter="url(#b8)"');
      c.path(`M0,760 C400,740 900,780 1600,750 L1600,${c.h} L0,${c.h} Z`, c.lin(0, 740, 0, c.h, [
        [0, '#cdbb9c'],
        [0.15, '#e6d7bd'],
        [1, '#d9c4a1'],
      ]));
      const rand = rng(312);
      for (let i = 0; i < 30; i++) c.ellipse(rand() * c.w, 800 + rand() * 260, 60 + rand() * 120, 3, '#b99f7a', 'opacity="0.25"');
      // Norfolk pine silhouette on the headland
      c.path('M1330,470 L1345,330 L1360,470 Z', '#5d7468', 'opacity="0.8"');
    },
  },
  {
    file: 'local-lake.jpg',
    draw(c) {
      skyGrad(c, 520, '#c5dbe0', '#f6e6cf', 500, '#fbe0bb');
      clouds(c, 41, 280, 0.45);
      ridge(c, 500, 90, 411, '#9fb0a8', '', 2);
      ridge(c, 530, 60, 412, '#7f968a', '', 3);
      // Mirror-still lake with the sky reflected
      c.rect(0, 530, c.w, c.h - 530, c.lin(0, 530, 0, c.h, [
        [0, '#e9e2d2'],
        [0.25, '#b8d0d2'],
        [1, '#6f98a2'],
      ]));
      const rand = rng(413);
      for (let i = 0; i < 40; i++) c.rect(rand() * c.w, 540 + rand() * 500, 40 + rand() * 180, 1.5, '#fff', `opacity="${(0.15 + rand() * 0.2).toFixed(2)}"`);
      // Jetty running out into the lake
      c.path('M560,1067 L740,620 L770,620 L820,1067 Z', c.vert([
        [0, '#a48363'],
        [1, '#7a5c40'],
      ]));
      for (let y = 640; y < c.h; y += 30) {
        const t = (y - 620) / 447;
        c.line([740 - t * 180, y], [770 + t * 50, y], '#5e4630', 1 + t * 2, 'opacity="0.5"');
      }
      for (const [x, y, hgt] of [
        [735, 640, 40],
        [776, 640, 40],
        [700, 720, 70],
        [784, 720, 70],
        [640, 860, 120],
        [800, 860, 120],
      ])
        c.rect(x - 4, y - hgt * 0.4, 8 * (1 + (y - 620) / 300), hgt, '#4f3c2a');
      gumTree(c, 1430, 620, 0.95, 414);
      shrubs(c, 600, 1200, 1700, 415, 55, C.eucDeep);
    },
  },
  {
    file: 'local-coastal-walk.jpg',
    draw(c) {
      skyGrad(c, 430, '#a9cddb', '#eef0e6', 300);
      clouds(c, 51, 260);
      seaBand(c, 430, 1067, 51, '#3f7b8f', '#9cc2ca');
      // Headland and cliff face
      c.path('M0,380 C200,360 380,420 560,520 C700,600 760,760 820,1067 L0,1067 Z', c.vert([
        [0, '#7e9a86'],
        [1, '#5d7866'],
      ]));
      c.path('M560,520 C700,600 760,760 820,1067 L690,1067 C660,820 620,660 520,560 Z', '#c3a57e', 'opacity="0.85"');
      c.path('M560,520 C700,600 760,760 820,1067', 'none', 'stroke="#ffffff" stroke-width="10" opacity="0.4" filter="url(#b8)"');
      // Boardwalk curving along the clifftop
      c.path('M-40,1067 C120,860 260,720 430,560 L452,566 C300,730 180,880 120,1067 Z', c.vert([
        [0, '#c9b08e'],
        [1, '#a58660'],
      ]));
      for (let t = 0.05; t < 1; t += 0.05) {
        const y = 1067 - t * 500;
        const x0 = -40 + t * 470;
        c.line([x0, y], [x0 + 160 * (1 - t) + 22, y], '#7e6244', 1 + (1 - t) * 2.5, 'opacity="0.45"');
      }
      shrubs(c, 980, 220, 560, 52, 70, C.eucDeep);
      shrubs(c, 720, 0, 260, 53, 60, C.euc);
      // Distant headland across the bay
      c.path('M1100,432 C1250,405 1400,400 1600,410 L1600,436 L1100,436 Z', '#8ea7a0', 'opacity="0.8"');
    },
  },
  {
    file: 'local-cafe.jpg',
    draw(c) {
      const rm = room(c, { floor: 'tile', floorColor: '#d2c7b6', light: 'left', wall: '#ede5d8', seed: 61, back: [160, 100, 1440, 760], vp: [820, 440] });
      sideWindow(rm, 'left', 1.05, 1.9, 160, 680, 'street');
      // Counter with coffee machine and pastry case
      box(rm, { x0: 700, x1: 1380, h: 240, s0: 1.0, s1: 1.15, color: '#e7ddd0' });
      for (let x = 720; x < 1370; x += 26) c.line(rm.P(x, 540, 1.15), rm.P(x, 755, 1.15), C.timber, 2, 'opacity="0.35"');
      box(rm, { x0: 690, x1: 1390, lift: 240, h: 14, s0: 1.0, s1: 1.17, color: '#f3efe8' });
      const m = rm.P(1100, 506, 1.05);
      c.rect(m[0] - 90, m[1] - 120, 180, 120, '#b9b2a7', 'rx="8"');
      c.rect(m[0] - 80, m[1] - 110, 160, 40, '#d6d0c6', 'rx="4"');
      c.rect(m[0] - 50, m[1] - 60, 20, 30, '#3d4446');
      c.rect(m[0] + 30, m[1] - 60, 20, 30, '#3d4446');
      const pc = rm.P(850, 506, 1.08);
      c.rect(pc[0] - 110, pc[1] - 80, 220, 80, '#e9f1f0', 'opacity="0.7" rx="6"');
      for (let i = 0; i < 5; i++) c.ellipse(pc[0] - 80 + i * 40, pc[1] - 14, 16, 9, '#d29b5e');
      // Shelves of cups and a blackboard-free wall of tiles
      box(rm, { x0: 760, x1: 1360, lift: 440, h: 10, s0: 1.0, s1: 1.06, color: C.oak });
      for (let i = 0; i < 10; i++) {
        const p = rm.P(790 + i * 58, 310, 1.03);
        c.rect(p[0] - 18, p[1] - 36, 36, 36, i % 3 ? '#f4efe6' : C.sea, 'rx="6"');
      }
      pendant(rm, 900, 1.2, 200, C.eucDeep);
      pendant(rm, 1150, 1.2, 200, C.eucDeep);
      // Small round tables by the window
      for (const [x, s] of [
        [380, 1.35],
        [560, 1.8],
      ] as const) {
        const t = rm.P(x, 560, s);
        const b = rm.P(x, 760, s);
        c.ellipse(b[0], b[1], 80 * s, 10 * s, '#2a1d12', 'opacity="0.25" filter="url(#b8)"');
        c.rect(t[0] - 3 * s, t[1], 6 * s, b[1] - t[1], C.charcoal);
        c.ellipse(t[0], t[1], 70 * s, 14 * s, '#f3efe8');
        c.ellipse(t[0] + 10 * s, t[1] - 10 * s, 14 * s, 6 * s, '#ffffff');
        c.rect(t[0] + 2 * s, t[1] - 22 * s, 16 * s, 14 * s, '#ffffff', 'rx="3"');
      }
    },
  },
  {
    file: 'local-hunter-valley.jpg',
    draw(c) {
      skyGrad(c, 520, '#c3d6df', '#f7dcb4', 1200, '#f8cf98');
      clouds(c, 71, 300, 0.45);
      ridge(c, 470, 90, 711, '#a2ad9b', 'opacity="0.9"', 2);
      ridge(c, 530, 70, 712, '#8c9f83', '', 2.5);
      // Rolling vineyard: rows converge toward the hills.
      c.path(`M0,600 C400,560 900,620 1600,570 L1600,${c.h} L0,${c.h} Z`, c.vert([
        [0, '#b5b384'],
        [1, '#8a8a5c'],
      ]));
      const vp: Pt = [900, 470];
      for (let x = -2400; x < 4000; x += 90) {
        const y0 = 600;
        const t = (c.h - vp[1]) / (y0 - vp[1]);
        const bx = vp[0] + (x - vp[0]) * t;
        c.line([x, y0], [bx, c.h], '#5f6e45', 10, 'opacity="0.55" stroke-linecap="round"');
      }
      c.rect(0, 560, c.w, 80, c.vert([
        [0, '#f6dcb2', 0.6],
        [1, '#f6dcb2', 0],
      ]));
      gumTree(c, 1380, 640, 0.8, 713, '#6b826f');
      // Cellar-door cottage
      c.rect(300, 520, 180, 80, '#efe7da');
      c.path('M290,522 L390,470 L490,522 Z', '#8b6f56');
      c.rect(360, 555, 26, 45, '#7c5a3e');
    },
  },
  {
    file: 'blog-family.jpg',
    draw(c) {
      skyGrad(c, 420, '#abd0dd', '#f1ebde', 800);
      clouds(c, 81, 260);
      seaBand(c, 420, 640, 81, '#4e8a9b', '#9cc4cc');
      c.path('M0,610 C300,595 700,630 1000,610 C1300,590 1450,620 1600,610 L1600,680 L0,680 Z', '#fff', 'opacity="0.8" filter="url(#b8)"');
      c.path(`M0,640 C500,620 1000,660 1600,630 L1600,${c.h} L0,${c.h} Z`, c.lin(0, 630, 0, c.h, [
        [0, '#dac6a3'],
        [1, '#ead9bb'],
      ]));
      // Beach umbrella, towels, bucket and spade.
      c.ellipse(620, 880, 320, 50, '#7b6347', 'opacity="0.25" filter="url(#b18)"');
      c.line([720, 900], [640, 480], '#f4efe6', 10);
      c.path('M420,560 Q640,360 880,470 Z', c.lin(420, 0, 880, 0, [
        [0, '#f4efe6'],
        [0.34, '#f4efe6'],
        [0.35, C.sea],
        [0.66, C.sea],
        [0.67, '#f4efe6'],
      ]));
      c.path('M420,560 Q520,540 560,520 Q640,500 700,500 Q790,480 880,470', 'none', 'stroke="#d8cfc2" stroke-width="4"');
      c.path('M360,900 L760,860 L860,990 L420,1040 Z', C.euc);
      c.path('M380,905 L740,868 L760,880 L392,918 Z', '#f4efe6', 'opacity="0.8"');
      c.path('M900,920 L1240,900 L1300,1010 L940,1040 Z', '#e7a889');
      c.path('M1090,830 L1140,830 L1130,890 L1100,890 Z', C.sea);
      c.ellipse(1115, 830, 25, 7, lighten(C.sea, 0.3));
      c.line([1170, 890], [1200, 800], C.clay, 6);
      c.ellipse(1205, 795, 14, 22, C.clay);
      const rand = rng(82);
      for (let i = 0; i < 40; i++) c.ellipse(rand() * c.w, 700 + rand() * 360, 40 + rand() * 60, 2.5, '#b99f7a', 'opacity="0.25"');
    },
  },
  {
    file: 'blog-coastal-walk.jpg',
    draw(c) {
      skyGrad(c, 500, '#a6cbd9', '#f0ece2', 1000);
      clouds(c, 91, 300);
      seaBand(c, 500, 760, 91, '#3f7b8f', '#98c0c9');
      // Dune with a boardwalk of steps down to the beach
      c.path(`M0,700 C300,640 600,660 800,720 C1000,660 1300,640 1600,700 L1600,${c.h} L0,${c.h} Z`, c.vert([
        [0, '#d9c7a6'],
        [1, '#c9b08b'],
      ]));
      shrubs(c, 760, -30, 620, 92, 80, C.euc);
      shrubs(c, 760, 980, 1700, 93, 80, C.euc);
      shrubs(c, 1000, -60, 420, 94, 110, C.eucDeep);
      shrubs(c, 1000, 1180, 1720, 95, 110, C.eucDeep);
      c.path(`M640,740 L960,740 L1180,${c.h} L420,${c.h} Z`, c.vert([
        [0, '#b89a74'],
        [1, '#9a7a54'],
      ]));
      for (let i = 0; i < 16; i++) {
        const t = i / 16;
        const y = 740 + t * t * 327 + 10;
        const xl = 640 - 220 * ((y - 740) / 327);
        const xr = 960 + 220 * ((y - 740) / 327);
        c.line([xl, y], [xr, y], '#6e5339', 2 + t * 4, 'opacity="0.55"');
      }
      for (const side of [-1, 1]) {
        c.line([800 + side * 170, 720], [800 + side * 420, c.h], '#e8dfd0', 10);
        for (let i = 0; i < 6; i++) {
          const t = i / 5;
          const x = 800 + side * (170 + 250 * t);
          const y = 720 + 347 * t;
          c.rect(x - 5 - t * 4, y, 10 + t * 8, 60 + t * 60, '#d8ccb9');
        }
      }
    },
  },
  {
    file: 'blog-dining.jpg',
    draw(c) {
      // Overhead view of a table set for two
      c.rect(0, 0, c.w, c.h, c.lin(0, 0, c.w, c.h, [
        [0, '#d4b28b'],
        [1, '#b88f66'],
      ]));
      for (let y = 0; y < c.h; y += 150) c.rect(0, y, c.w, 2, '#7c5a3e', 'opacity="0.35"');
      const rand = rng(101);
      for (let i = 0; i < 60; i++) c.rect(rand() * c.w, rand() * c.h, 100 + rand() * 300, 1.2, '#8c6848', 'opacity="0.18"');
      c.rect(0, 0, c.w, c.h, c.rad(1200, 200, 900, [
        [0, '#fff3dc', 0.35],
        [1, '#fff3dc', 0],
      ]));
      c.rect(300, 360, 1000, 340, '#f1ece3', 'opacity="0.9"');
      for (const [x, y] of [
        [520, 530],
        [1080, 530],
      ]) {
        c.ellipse(x + 12, y + 16, 170, 170, '#3a2a1c', 'opacity="0.25" filter="url(#b18)"');
        c.ellipse(x, y, 170, 170, '#f7f4ee');
        c.ellipse(x, y, 125, 125, '#ebe6dc');
        c.ellipse(x - 20, y - 10, 60, 40, '#d98c5f');
        c.ellipse(x + 30, y + 20, 50, 34, '#8da592');
        c.ellipse(x + 10, y - 40, 30, 22, '#e9c46a');
        c.rect(x - 230, y - 110, 14, 220, '#c8c2b8', 'rx="6"');
        c.rect(x + 215, y - 110, 14, 220, '#c8c2b8', 'rx="6"');
      }
      for (const [x, y] of [
        [780, 380],
        [840, 700],
      ]) {
        c.ellipse(x + 8, y + 10, 46, 46, '#3a2a1c', 'opacity="0.2" filter="url(#b8)"');
        c.ellipse(x, y, 46, 46, '#ffffff', 'opacity="0.55"');
        c.ellipse(x, y, 36, 36, '#f3d6d0', 'opacity="0.6"');
      }
      plant(c, 800, 900, 0.9, 102);
      c.ellipse(260, 860, 90, 90, '#5f93a5');
      c.ellipse(260, 860, 70, 70, '#f1e3c4');
    },
  },
  {
    file: 'blog-hidden-gems.jpg',
    draw(c) {
      skyGrad(c, 560, '#9ec3d3', '#f6dfc0', 1150, '#f8d3a3');
      clouds(c, 111, 320, 0.5);
      seaBand(c, 560, 1067, 111, '#3c7487', '#9bc1c9');
      // Lighthouse on a grassy headland
      c.path('M700,1067 C760,720 900,600 1100,560 C1300,540 1500,600 1600,640 L1600,1067 Z', c.vert([
        [0, '#88a38b'],
        [1, '#5f7b68'],
      ]));
      c.path('M700,1067 C760,720 800,680 820,1067 Z', '#c4a57e', 'opacity="0.7"');
      c.path('M1180,560 L1196,300 L1264,300 L1280,560 Z', c.lin(1180, 0, 1280, 0, [
        [0, '#fbf8f2'],
        [1, '#d7d0c4'],
      ]));
      c.rect(1188, 280, 84, 22, '#3d4446');
      c.rect(1200, 236, 60, 46, '#fff2cf');
      c.path('M1192,238 L1230,204 L1268,238 Z', '#3d4446');
      c.rect(1160, 520, 140, 44, '#efe9de');
      c.ellipse(1230, 258, 90, 60, '#ffe9b8', 'opacity="0.6" filter="url(#b18)"');
      shrubs(c, 600, 980, 1640, 112, 50, C.eucDeep);
    },
  },
  {
    file: 'blog-accommodation.jpg',
    draw(c) {
      const rm = room(c, { floor: 'timber', light: 'left', wall: '#ece5da', seed: 121 });
      sideWindow(rm, 'left', 1.05, 1.6, 200, 640, 'garden');
      bed(rm, 520, 1120, 1.0, 1.55, { head: C.eucLight, cover: '#f5f1ea', pillows: ['#f7f4ef', '#f7f4ef'] });
      // Folded towels and a sprig on the bed, ready for arrival.
      const t = rm.P(930, rm.floorY - 122, 1.35);
      c.rect(t[0] - 90, t[1] - 40, 180, 40, '#ffffff', 'rx="10"');
      c.rect(t[0] - 84, t[1] - 70, 168, 32, '#f2eee8', 'rx="10"');
      c.line([t[0] - 90, t[1] - 20], [t[0] + 90, t[1] - 20], '#d8d2c8', 2);
      plant(c, t[0] - 10, t[1] - 68, 0.3, 122);
      bedside(rm, 1230, 1.0);
      box(rm, { x0: 300, x1: 440, h: 240, s0: 1.3, s1: 1.42, color: '#b98f68' });
      box(rm, { x0: 300, x1: 440, lift: 240, h: 18, s0: 1.33, s1: 1.39, color: '#3d4446', shadow: 0 });
      artwork(c, 680, 210, 240, 160, 'sea');
    },
  },
  {
    file: 'banner-coast.jpg',
    w: 2400,
    h: 1000,
    draw(c) {
      skyGrad(c, 520, '#a9cad8', '#f5e2c6', 1700, '#f8d6a4');
      clouds(c, 131, 320, 0.5);
      seaBand(c, 520, c.h, 131, '#3c788b', '#9cc3ca');
      c.path('M1500,520 C1700,470 1900,440 2100,450 C2250,455 2350,480 2400,500 L2400,524 L1500,524 Z', '#86a39b', 'opacity="0.85"');
      c.path('M0,620 C250,560 520,600 760,700 C920,770 1000,880 1060,1000 L0,1000 Z', c.vert([
        [0, '#7e9a86'],
        [1, '#58725f'],
      ]));
      c.path('M760,700 C920,770 1000,880 1060,1000 L950,1000 C900,880 820,780 700,720 Z', '#c3a57e', 'opacity="0.8"');
      c.path('M1060,1000 C1300,900 1700,880 2400,930 L2400,1000 Z', '#e6d6b8');
      c.path('M1040,990 C1300,890 1700,870 2400,920', 'none', 'stroke="#ffffff" stroke-width="14" opacity="0.6" filter="url(#b8)"');
      shrubs(c, 700, -40, 600, 132, 70, C.eucDeep);
      gumTree(c, 560, 720, 1.05, 133);
    },
  },
];

// ---------- marks ----------

const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="#2e5e70"/>
  <path d="M14 31 L32 16 L50 31" fill="none" stroke="#f4efe6" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M19 28 V38 M45 28 V38" stroke="#f4efe6" stroke-width="4.5" stroke-linecap="round"/>
  <path d="M11 45 C16 40 21 40 26 45 S36 50 41 45 S48 40 53 45" fill="none" stroke="#a9cdd4" stroke-width="4" stroke-linecap="round"/>
</svg>
`;

// Neutral and wordless: the alt text of the <img> says what was meant to be there.
const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efebe4"/><stop offset="1" stop-color="#e2ddd4"/></linearGradient></defs>
  <rect width="1600" height="1067" fill="url(#g)"/>
  <g transform="translate(800 533)" fill="none" stroke="#b7afa3" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
    <rect x="-110" y="-80" width="220" height="160" rx="18"/>
    <circle cx="45" cy="-30" r="18"/>
    <path d="M-110 55 L-40 -5 L20 45 L55 20 L110 60"/>
  </g>
</svg>
`;

// ---------- output ----------

async function writeJpeg(scene: Scene, dir: string) {
  const c = new Canvas(scene.w ?? W, scene.h ?? H);
  scene.draw(c);
  c.finish();
  const out = path.join(dir, scene.file);
  // A touch of blur takes the vector edge off, as a lens would; it also helps JPEG size.
  await sharp(Buffer.from(c.toString())).blur(0.7).jpeg({ quality: scene.quality ?? 72, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(out);
  return fs.statSync(out).size;
}

async function main() {
  const only = process.argv.slice(2);
  const dir = path.join(publicDir, 'images');
  fs.mkdirSync(dir, { recursive: true });
  let total = 0;
  for (const scene of scenes) {
    if (only.length && !only.some((o) => scene.file.includes(o))) continue;
    const size = await writeJpeg(scene, dir);
    total += size;
    console.log(`${scene.file.padEnd(34)} ${(size / 1024).toFixed(1)} KB`);
  }
  fs.writeFileSync(path.join(publicDir, 'favicon.svg'), faviconSvg);
  fs.writeFileSync(path.join(dir, 'placeholder.svg'), placeholderSvg);
  // iOS ignores transparency on touch icons, so the mark is drawn on its own solid tile.
  await sharp(Buffer.from(faviconSvg.replace('rx="14"', 'rx="0"')), { density: 300 }).resize(180, 180).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'apple-touch-icon.png'));
  console.log(`photos: ${(total / 1024).toFixed(0)} KB`);
}

await main();
