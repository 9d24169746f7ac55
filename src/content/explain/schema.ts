import type { ErrorObject } from 'ajv';
import { isMap, isPair, isScalar, type Node } from 'yaml';
import { messages, say, type Said } from '../../core/messages';
import type { FieldsDocs } from '../../core/messages/fields';
import { closest } from '../closest';
import { imageSrcAdvice } from '../image-names';
import type { PathPart, YamlSource } from '../yaml-source';

// A schema's verdict in the words of the person who wrote the file: "is written as text ("4.9"),
// but it is a number", not "must be number"; "'heaidng' is not a field here; did you mean
// 'heading'?", with the line to write instead wherever one can be worked out.

export interface SchemaMessage {
  said: Said;
  /** Point at this property's name rather than its value. */
  key?: string;
}

type Schema = { type?: string | string[]; title?: string; description?: string; examples?: unknown[]; default?: unknown; enum?: unknown[]; properties?: Record<string, Schema>; required?: string[]; format?: string };

const kinds: Record<string, string> = { string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', array: 'a list', object: 'a group of fields', null: 'empty' };
const numberWords: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const quoted = (text: string) => (text.includes('"') ? `'${text.replace(/'/g, "''")}'` : `"${text}"`);
const plain = (v: unknown) => (typeof v === 'string' ? (/^[\w .,'/-]*$/.test(v) && v.trim() === v && v !== '' && !/^\d/.test(v) ? v : quoted(v)) : JSON.stringify(v));

/** The text of the file's line that holds the node at `parts`, and where on it its value starts and ends. */
function lineAt(src: YamlSource, parts: PathPart[]): { text: string; valueAt: number; valueEnd: number } | undefined {
  if (src.text === undefined) return undefined;
  const node = parts.length ? (src.doc.getIn(parts, true) as Node | undefined) : (src.doc.contents as Node | null);
  const range = node?.range;
  if (!range) return undefined;
  const start = src.text.lastIndexOf('\n', range[0] - 1) + 1;
  const end = src.text.indexOf('\n', range[0]);
  const text = src.text.slice(start, end < 0 ? undefined : end);
  return { text, valueAt: range[0] - start, valueEnd: Math.min(range[1] - start, text.length) };
}

/** The line for `parts` with its value written as `value`, the rest of the line as it was. */
function withValue(src: YamlSource, parts: PathPart[], value: string): string | undefined {
  const line = lineAt(src, parts);
  return line && `${line.text.slice(0, line.valueAt)}${value}${line.text.slice(line.valueEnd)}`;
}

/** The lines of the node at `parts`, as written. */
function linesOf(src: YamlSource, parts: PathPart[]): string[] {
  const node = src.doc.getIn(parts, true) as Node | undefined;
  if (!node?.range || src.text === undefined) return [];
  const start = src.text.lastIndexOf('\n', node.range[0] - 1) + 1;
  return src.text.slice(start, node.range[1]).replace(/\n+$/, '').split('\n');
}

/** The column (0-based) where the fields of the map at `parts` start. */
function fieldColumn(src: YamlSource, parts: PathPart[]): number {
  const node = (parts.length ? src.doc.getIn(parts, true) : src.doc.contents) as Node | undefined;
  if (!isMap(node) || !node.items.length || src.text === undefined) return 2;
  const key = (node.items[0] as { key?: Node }).key;
  const offset = key?.range?.[0] ?? 0;
  return offset - (src.text.lastIndexOf('\n', offset - 1) + 1);
}

/** A value to show in an example: the schema's own example, else one of its kind. */
function exampleOf(s: Schema | undefined): string {
  const given = s?.examples?.[0] ?? s?.default ?? s?.enum?.[0];
  if (given !== undefined && (typeof given !== 'object' || given === null)) return plain(given);
  const type = Array.isArray(s?.type) ? s?.type[0] : s?.type;
  if (type === 'number' || type === 'integer') return '1';
  if (type === 'boolean') return 'true';
  if (type === 'array') return '[]';
  if (type === 'object') return '';
  return s?.format === 'date' ? '2026-01-31' : '…';
}

/** A date written the Australian way (12/03/2026) or with its month's name (12 March 2026), as YYYY-MM-DD. */
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function isoDate(text: string): string | undefined {
  const pad = (n: number) => String(n).padStart(2, '0');
  const valid = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
  const t = text.trim().toLowerCase().replace(/(\d)(st|nd|rd|th)\b/, '$1').replace(/,/g, '');
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m && valid(+m[3], +m[2], +m[1])) return `${m[3]}-${pad(+m[2])}-${pad(+m[1])}`;
  const named = /^(\d{1,2}) ([a-z]+) (\d{4})$/.exec(t) ?? /^([a-z]+) (\d{1,2}) (\d{4})$/.exec(t);
  if (named) {
    const [day, name] = /^\d/.test(named[1]) ? [Number(named[1]), named[2]] : [Number(named[2]), named[1]];
    const month = months.indexOf(name.slice(0, 3)) + 1;
    if (month && valid(+named[3], month, day)) return `${named[3]}-${pad(month)}-${pad(day)}`;
  }
  return undefined;
}

function dateMessage(src: YamlSource, parts: PathPart[], given: string, withTime: boolean): Said {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(given);
  if (iso) {
    const [, y, m, d] = iso.map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return say(messages.dateNotInCalendar, { given, month: m, days: new Date(Date.UTC(y, m, 0)).getUTCDate(), withTime });
  }
  const fixed = isoDate(given.replace(/\s+\d{1,2}:\d{2}.*$/, ''));
  const time = withTime ? (/\d{1,2}:\d{2}/.exec(given)?.[0]?.padStart(5, '0') ?? '09:00') : '';
  const line = fixed ? withValue(src, parts, withTime ? quoted(`${fixed} ${time}`) : fixed) : undefined;
  return say(messages.dateUnreadable, { given, withTime, line });
}

function typeMessage(e: ErrorObject, src: YamlSource, parts: PathPart[], about: FieldsDocs): Said {
  const want = String(e.params.type).split(',')[0];
  const data = e.data;
  const key = parts.at(-1);
  if ((want === 'number' || want === 'integer') && typeof data === 'string') {
    const n = /^\s*-?\d+(\.\d+)?\s*$/.test(data) ? Number(data) : numberWords[data.trim().toLowerCase()];
    if (n === undefined) return say(messages.notANumber, { value: data, kind: want });
    return say(messages.numberAsText, { written: quoted(data), kind: want, line: withValue(src, parts, String(n)) });
  }
  if (want === 'string' && data && typeof data === 'object' && !Array.isArray(data)) {
    // `- Note: parking is free` in a list of texts: the ": " made a field of it.
    const node = src.doc.getIn(parts, true);
    const entries = Object.entries(data as Record<string, unknown>);
    if (isMap(node) && entries.length === 1 && typeof entries[0][1] !== 'object') {
      const text = `${entries[0][0]}: ${String(entries[0][1] ?? '')}`.trim();
      return say(messages.textReadAsField, { text, key: entries[0][0], line: withValue(src, parts, quoted(text)), quoted: quoted(text) });
    }
    return say(messages.textNotGroup, {});
  }
  if (want === 'string' && (typeof data === 'number' || typeof data === 'boolean')) {
    const line = lineAt(src, parts);
    const raw = line ? line.text.slice(line.valueAt).replace(/\s+#.*$/, '') : String(data);
    return say(messages.textReadAsValue, { kind: typeof data === 'number' ? 'number' : 'boolean', raw, line: withValue(src, parts, quoted(raw)), quoted: quoted(raw) });
  }
  if (want === 'array' && data !== null && typeof data === 'object') {
    // A list whose items lost their dashes.
    const lines = linesOf(src, parts);
    const indent = /^\s*/.exec(lines[0] ?? '')![0];
    const owner = lineAt(src, parts.slice(0, -1));
    const dashed = lines.map((l, i) => (i === 0 ? `${indent}- ${l.trim()}` : `  ${l}`));
    return say(messages.listWithoutDashes, { lines: [...(owner && key !== undefined ? [`${' '.repeat(Math.max(0, indent.length - 2))}${String(key)}:`] : []), ...dashed] });
  }
  if (want === 'array' && typeof data === 'string') {
    const line = lineAt(src, parts);
    const head = line?.text.slice(0, line.valueAt).replace(/\s+$/, '');
    const indent = /^\s*/.exec(line?.text ?? '')![0].length + 2;
    return say(messages.listOfOne, { lines: head ? [head, `${' '.repeat(indent)}- ${plain(data)}`] : undefined, item: plain(data) });
  }
  return say(messages.wrongKind, { want: kinds[want] ?? want, got: data === null ? 'empty' : Array.isArray(data) ? kinds.array : (kinds[typeof data] ?? typeof data), about });
}

function lengthMessage(e: ErrorObject, src: YamlSource, parts: PathPart[]): Said {
  const text = String(e.data ?? '');
  const n = [...text].length;
  const limit = Number(e.params.limit);
  if (e.keyword === 'minLength') {
    const example = exampleOf(e.parentSchema as Schema);
    return say(messages.textTooShort, { length: n, min: limit, line: example !== '…' ? withValue(src, parts, example) : undefined });
  }
  // Cut at the last whole word that fits, so the line shown is one a person could keep.
  const cut = [...text].slice(0, limit).join('').replace(/\s+\S*$/, '').replace(/[\s,;:.-]+$/, '');
  return say(messages.textTooLong, { length: n, max: limit, line: withValue(src, parts, plain(cut)) });
}

/**
 * What is wrong, said plainly, with the corrected line where one can be worked out; `about` says
 * where the fields are described, for a message that has no line to show.
 */
export function explainSchemaError(e: ErrorObject, src: YamlSource, parts: PathPart[], about: FieldsDocs): SchemaMessage {
  const schema = e.parentSchema as Schema | undefined;
  switch (e.keyword) {
    case 'required': {
      const missing = String(e.params.missingProperty);
      const prop = schema?.properties?.[missing];
      const indent = ' '.repeat(fieldColumn(src, parts));
      // A whole example of the thing (a block's schema has one) knows a good value for the field.
      const whole = schema?.examples?.[0] as Record<string, unknown> | undefined;
      const example = whole && typeof whole[missing] !== 'object' ? plain(whole[missing]) : exampleOf(prop);
      const node = parts.length ? src.doc.getIn(parts, true) : src.doc.contents;
      const inline = isMap(node) && Boolean(node.flow);
      const line = `${inline ? '' : indent}${missing}: ${example}`.trimEnd();
      return { said: say(messages.fieldMissing, { field: missing, about: prop?.description?.replace(/\.$/, ''), line, inline, object: parts }) };
    }
    case 'additionalProperties': {
      const prop = String(e.params.additionalProperty);
      const allowed = Object.keys(schema?.properties ?? {});
      const guess = closest(prop, allowed);
      const node = src.doc.getIn(parts, true);
      const pair = isMap(node) ? node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === prop) : undefined;
      const keyNode = pair?.key as Node | undefined;
      let renamed: string | undefined;
      if (guess && keyNode?.range && src.text !== undefined) {
        const start = src.text.lastIndexOf('\n', keyNode.range[0] - 1) + 1;
        const end = src.text.indexOf('\n', keyNode.range[0]);
        const line = src.text.slice(start, end < 0 ? undefined : end);
        renamed = line.slice(0, keyNode.range[0] - start) + guess + line.slice(keyNode.range[1] - start);
      }
      return { said: say(messages.fieldUnknown, { field: prop, meant: guess, line: renamed, fields: allowed }), key: prop };
    }
    case 'type':
      return { said: typeMessage(e, src, parts, about) };
    case 'minLength':
    case 'maxLength':
      return { said: lengthMessage(e, src, parts) };
    case 'format':
      if (e.params.format === 'date' && typeof e.data === 'string') return { said: dateMessage(src, parts, e.data, false) };
      return { said: say(messages.notAFormat, { value: String(e.data), format: String(e.params.format), about }) };
    case 'enum': {
      const options = (e.params.allowedValues as unknown[]).map(String);
      const guess = typeof e.data === 'string' ? closest(e.data, options) : undefined;
      const line = guess ? withValue(src, parts, plain(guess)) : undefined;
      return { said: say(messages.notAnOption, { value: JSON.stringify(e.data), options, meant: guess, line, about }) };
    }
    case 'const':
      return { said: say(messages.notTheValue, { value: JSON.stringify(e.params.allowedValue), about }) };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const range = schema as { minimum?: number; maximum?: number } | undefined;
      const both = range?.minimum !== undefined && range.maximum !== undefined;
      return {
        said: say(messages.outOfRange, {
          value: String(e.data),
          most: e.keyword.endsWith('aximum'),
          exclusive: e.keyword.startsWith('exclusive'),
          limit: Number(e.params.limit),
          range: both ? { min: range.minimum!, max: range.maximum! } : undefined,
          line: withValue(src, parts, String(e.params.limit)),
          about,
        }),
      };
    }
    case 'minItems':
      return { said: say(messages.tooFewItems, { count: (e.data as unknown[]).length, min: Number(e.params.limit), about }) };
    case 'maxItems':
      return { said: say(messages.tooManyItems, { count: (e.data as unknown[]).length, max: Number(e.params.limit) }) };
    case 'uniqueItems':
      return { said: say(messages.listedTwice, { value: JSON.stringify((e.data as unknown[])[Number(e.params.j)]) }) };
    case 'pattern': {
      if (e.schemaPath.endsWith('/definitions/imageSrc/pattern') && typeof e.data === 'string') return { said: imageSrcAdvice(e.data) };
      if (e.schemaPath.includes('/definitions/dateTime/') && typeof e.data === 'string') return { said: dateMessage(src, parts, e.data, true) };
      return { said: say(messages.notWritten, { value: String(e.data), description: schema?.description, pattern: String(e.params.pattern), about }) };
    }
    default:
      return { said: say(messages.notAllowed, { text: e.message, about }) };
  }
}
