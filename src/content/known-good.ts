import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentError } from './errors';
import { cacheFile } from './cache-file';
import { parseElsewhere } from './parse-elsewhere';
import { relativeName, schemasDir } from '../core/paths';
import { readText } from './read-text';
import { knownSource, parseYaml, type YamlSource } from './yaml-source';

// Content files that parsed and met their schema in the last run are remembered by a hash of
// their text: the next run takes their values from here instead of parsing and validating them
// again (for a thousand landing pages, most of `npm run validate` and of a rebuild), and parses
// one for positions only if a later check reports something in it. The hash also covers the
// schemas and the code and packages that parse and validate, so a change to any of them starts
// afresh. Kept in the project's .cache/ (not in git); the private guide is never written there.

/** Every schema file, from the project's root, sorted: for caches of what the schemas decide. */
export const schemaFiles = (): string[] =>
  fs
    .readdirSync(schemasDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join('schemas', f));

/** The code that parses and validates, the locked versions of its packages (yaml, ajv), and the schemas. */
const code = () => [
  'src/content/yaml-source.ts',
  'src/content/validate.ts',
  'src/content/schemas.ts',
  'src/content/known-good.ts',
  'package-lock.json',
  ...schemaFiles(),
];
/**
 * In sixteen files by the first character of the key: after one page changed, a run writes one
 * sixteenth of what it remembers again, not all of it (6 MB for a thousand pages).
 */
const shards = Array.from({ length: 16 }, (_, i) => cacheFile<Record<string, unknown>>(`known-good-content/${i}.json`, code));
const shardOf = (key: string) => key.charCodeAt(0) % shards.length;

let remembered: Record<string, unknown>[] | undefined;
const load = () => (remembered ??= shards.map((s) => s.read() ?? {}));

/** Values JSON gives back exactly as they were (YAML can also make Infinity, NaN, -0). */
function jsonExact(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (Array.isArray(v)) return v.every(jsonExact);
  return typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v as object).every(jsonExact);
}

const keyOf = (kind: string, text: string) => createHash('sha256').update(`${kind}\0`).update(text).digest('base64');

/** One reading of the content: what it finds good is what the next reading may skip. */
export function knownGood() {
  const used: Record<string, unknown> = {};
  /** Files read, and values parsed on other threads, ahead of their reading (prepare). */
  const texts = new Map<string, { text: string; key: string }>();
  const ahead = new Map<string, unknown>();
  return {
    /**
     * Parses, on other threads, the files of a kind that the last reading did not know, ahead of
     * their `read` (which then only checks them): for many files, the work is shared by the cores.
     */
    prepare(absPaths: string[], kind: string) {
      const todo: { key: string; text: string }[] = [];
      for (const abs of absPaths) {
        const { text } = readText(abs);
        if (text === undefined) continue;
        const key = keyOf(kind, text);
        texts.set(abs, { text, key });
        // A key named __proto__ is left to this thread's parser: no copy between threads to trust with it.
        if (load()[shardOf(key)][key] === undefined && !text.includes('__proto__')) todo.push({ key, text });
      }
      parseElsewhere(todo.map((t) => t.text)).forEach((parsed, i) => {
        if (parsed && jsonExact(parsed.value)) ahead.set(todo[i].key, parsed.value);
      });
    },

    /**
     * A YAML file read and checked (`check` names its errors; `kind` says which schema that is),
     * or taken as the last reading found it when its text has not changed since.
     */
    read(absPath: string, kind: string, check: (src: YamlSource) => ContentError[]): { source?: YamlSource; errors: ContentError[] } {
      const kept = texts.get(absPath);
      texts.delete(absPath);
      const read = kept ? { text: kept.text } : readText(absPath);
      if (read.error) return { errors: [read.error] };
      const file = relativeName(absPath);
      const key = kept?.key ?? keyOf(kind, read.text);
      const early = ahead.get(key);
      if (early !== undefined) {
        ahead.delete(key);
        const source = knownSource(file, read.text, early);
        source.digest = key;
        const errors = check(source);
        if (!errors.length) used[key] = JSON.parse(JSON.stringify(early));
        return { source, errors };
      }
      const known = load()[shardOf(key)][key];
      if (known !== undefined) {
        used[key] = known;
        // Not spread: its document is parsed only when a position is asked for.
        const source = knownSource(file, read.text, known);
        source.digest = key;
        return { source, errors: [] };
      }
      const parsed = parseYaml(file, read.text);
      if (!parsed.source) return parsed;
      parsed.source.digest = key;
      const errors = check(parsed.source);
      // Kept as JSON now: later steps may change the values they were given.
      if (!errors.length && jsonExact(parsed.source.data)) used[key] = JSON.parse(JSON.stringify(parsed.source.data));
      return { source: parsed.source, errors };
    },

    /** Remembers the files this reading found good, and forgets the rest. */
    save() {
      const now = shards.map((): Record<string, unknown> => ({}));
      for (const [key, value] of Object.entries(used)) now[shardOf(key)][key] = value;
      const last = load();
      now.forEach((values, i) => {
        if (Object.keys(values).sort().join() !== Object.keys(last[i]).sort().join()) shards[i].write(values);
      });
      remembered = now;
    },
  };
}
