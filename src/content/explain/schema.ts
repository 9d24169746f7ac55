import type { ErrorObject } from 'ajv';
import { isMap, isPair, isScalar, type Node } from 'yaml';
import { closest } from '../closest';
import { imageSrcAdvice } from '../image-names';
import type { PathPart, YamlSource } from '../yaml-source';

// A schema's verdict in the words of the person who wrote the file: "is written as text ("4.9"),
// but it is a number", not "must be number"; "'heaidng' is not a field here; did you mean
// 'heading'?", with the line to write instead wherever one can be worked out.

export interface SchemaMessage {
  text: string;
  /** Point at this property's name rather than its value. */
  key?: string;
  hint?: string;
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

function dateMessage(src: YamlSource, parts: PathPart[], given: string, withTime: boolean): SchemaMessage {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(given);
  const as = withTime ? 'YYYY-MM-DD HH:MM (the day, then the time on a 24-hour clock)' : 'YYYY-MM-DD';
  if (iso) {
    const [, y, m, d] = iso.map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
      return { text: `${given} is no day of the calendar (${m > 12 ? `there is no month ${m}` : `that month has ${new Date(Date.UTC(y, m, 0)).getUTCDate()} days`})`, hint: `Write a real date as ${as}.` };
  }
  const fixed = isoDate(given.replace(/\s+\d{1,2}:\d{2}.*$/, ''));
  const time = withTime ? (/\d{1,2}:\d{2}/.exec(given)?.[0]?.padStart(5, '0') ?? '09:00') : '';
  const line = fixed && withValue(src, parts, withTime ? quoted(`${fixed} ${time}`) : fixed);
  return {
    text: `"${given}" is not a date the site can read: it needs the year, then the month, then the day`,
    hint: line ? `Write it as ${as}:\n${line}` : `Write it as ${as}, for example ${withTime ? '2026-03-12 09:00' : '2026-03-12'}.`,
  };
}

function typeMessage(e: ErrorObject, src: YamlSource, parts: PathPart[]): SchemaMessage {
  const want = String(e.params.type).split(',')[0];
  const data = e.data;
  const key = parts.at(-1);
  if ((want === 'number' || want === 'integer') && typeof data === 'string') {
    const n = /^\s*-?\d+(\.\d+)?\s*$/.test(data) ? Number(data) : numberWords[data.trim().toLowerCase()];
    const line = n !== undefined && withValue(src, parts, String(n));
    return {
      text: n !== undefined ? `is written as text (${quoted(data)}), but it is a number` : `is "${data}", but it must be ${kinds[want]}`,
      hint: line ? `Write the number without quotes:\n${line}` : `Write ${kinds[want]}, without quotes${want === 'integer' ? ' and without a decimal point' : ''}.`,
    };
  }
  if (want === 'string' && data && typeof data === 'object' && !Array.isArray(data)) {
    // `- Note: parking is free` in a list of texts: the ": " made a field of it.
    const node = src.doc.getIn(parts, true);
    const entries = Object.entries(data as Record<string, unknown>);
    if (isMap(node) && entries.length === 1 && typeof entries[0][1] !== 'object') {
      const text = `${entries[0][0]}: ${String(entries[0][1] ?? '')}`.trim();
      const line = withValue(src, parts, quoted(text));
      return { text: `the text "${text}" has ": " in it, so YAML read "${entries[0][0]}" as the name of a field`, hint: `Put the whole text in quotes:${line ? `\n${line}` : ` ${quoted(text)}`}` };
    }
    return { text: `must be text, but it is ${kinds.object}`, hint: 'Write the text on the same line, after the colon; put it in quotes if it holds ": ".' };
  }
  if (want === 'string' && (typeof data === 'number' || typeof data === 'boolean')) {
    const line = lineAt(src, parts);
    const raw = line ? line.text.slice(line.valueAt).replace(/\s+#.*$/, '') : String(data);
    const fixed = withValue(src, parts, quoted(raw));
    return { text: `is read as ${typeof data === 'number' ? 'a number' : 'true or false'} (${raw}), but it must be text`, hint: `Put it in quotes:${fixed ? `\n${fixed}` : ` ${quoted(raw)}`}` };
  }
  if (want === 'array' && data !== null && typeof data === 'object') {
    // A list whose items lost their dashes.
    const lines = linesOf(src, parts);
    const indent = /^\s*/.exec(lines[0] ?? '')![0];
    const owner = lineAt(src, parts.slice(0, -1));
    const dashed = lines.map((l, i) => (i === 0 ? `${indent}- ${l.trim()}` : `  ${l}`));
    return {
      text: `must be a list, and each item of a list starts on its own line with "- "`,
      hint: `Start each item with "- ", and indent its other lines two more spaces:\n${owner && key !== undefined ? `${' '.repeat(Math.max(0, indent.length - 2))}${String(key)}:\n` : ''}${dashed.join('\n')}`,
    };
  }
  if (want === 'array' && typeof data === 'string') {
    const line = lineAt(src, parts);
    const head = line?.text.slice(0, line.valueAt).replace(/\s+$/, '');
    const indent = /^\s*/.exec(line?.text ?? '')![0].length + 2;
    return { text: `must be a list, even of one item, and a list's items start with "- "`, hint: `Write it as a list:${head ? `\n${head}\n${' '.repeat(indent)}- ${plain(data)}` : ` - ${plain(data)}`}` };
  }
  return { text: `must be ${kinds[want] ?? want}, but it is ${data === null ? 'empty' : Array.isArray(data) ? kinds.array : (kinds[typeof data] ?? typeof data)}` };
}

function lengthMessage(e: ErrorObject, src: YamlSource, parts: PathPart[]): SchemaMessage {
  const text = String(e.data ?? '');
  const n = [...text].length;
  const limit = Number(e.params.limit);
  if (e.keyword === 'minLength') {
    const example = exampleOf(e.parentSchema as Schema);
    const line = example !== '…' && withValue(src, parts, example);
    return {
      text: n === 0 ? 'is empty, but it needs some text' : `is ${n} character${n === 1 ? '' : 's'} long, but it needs at least ${limit}`,
      hint: `Write at least ${n === 0 ? limit : limit - n} ${n === 0 ? '' : 'more '}character${limit - n === 1 ? '' : 's'}${line ? `, for example:\n${line}` : '.'}`,
    };
  }
  // Cut at the last whole word that fits, so the line shown is one a person could keep.
  const cut = [...text].slice(0, limit).join('').replace(/\s+\S*$/, '').replace(/[\s,;:.-]+$/, '');
  const line = withValue(src, parts, plain(cut));
  return { text: `is ${n} characters long, but at most ${limit} fit here`, hint: `Shorten it by ${n - limit} character${n - limit === 1 ? '' : 's'} or more${line ? `; what fits ends here:\n${line}` : '.'}` };
}

/** What is wrong, said plainly, with the corrected line where one can be worked out. */
export function explainSchemaError(e: ErrorObject, src: YamlSource, parts: PathPart[]): SchemaMessage {
  const schema = e.parentSchema as Schema | undefined;
  switch (e.keyword) {
    case 'required': {
      const missing = String(e.params.missingProperty);
      const prop = schema?.properties?.[missing];
      const indent = ' '.repeat(fieldColumn(src, parts));
      const about = prop?.description ? ` (${prop.description.replace(/\.$/, '')})` : '';
      // A whole example of the thing (a block's schema has one) knows a good value for the field.
      const whole = schema?.examples?.[0] as Record<string, unknown> | undefined;
      const example = whole && typeof whole[missing] !== 'object' ? plain(whole[missing]) : exampleOf(prop);
      const node = parts.length ? src.doc.getIn(parts, true) : src.doc.contents;
      const hint = isMap(node) && node.flow ? `Add it inside the { … }, for example: ${missing}: ${example}` : `Add it beside the other fields, for example:\n${indent}${missing}: ${example}`.trimEnd();
      return { text: `'${missing}' is missing, and it is needed here${about}`, hint };
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
      return {
        text: `'${prop}' is not a field here${guess ? `; did you mean '${guess}'?` : ''}`,
        key: prop,
        hint: renamed ? `Rename it:\n${renamed}` : `The fields here are: ${allowed.join(', ')}.`,
      };
    }
    case 'type':
      return typeMessage(e, src, parts);
    case 'minLength':
    case 'maxLength':
      return lengthMessage(e, src, parts);
    case 'format':
      if (e.params.format === 'date' && typeof e.data === 'string') return dateMessage(src, parts, e.data, false);
      return { text: `"${String(e.data)}" is not ${e.params.format === 'uri' ? 'a full web address' : `a valid ${e.params.format}`}` };
    case 'enum': {
      const options = (e.params.allowedValues as unknown[]).map(String);
      const guess = typeof e.data === 'string' ? closest(e.data, options) : undefined;
      const line = guess && withValue(src, parts, plain(guess));
      return {
        text: `is ${JSON.stringify(e.data)}, but it must be one of: ${options.join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}`,
        ...(line ? { hint: `Write:\n${line}` } : {}),
      };
    }
    case 'const':
      return { text: `must be ${JSON.stringify(e.params.allowedValue)}` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const most = e.keyword.endsWith('aximum');
      const bound = `${e.keyword.startsWith('exclusive') ? (most ? 'less than ' : 'more than ') : ''}${e.params.limit}`;
      const range = schema as { minimum?: number; maximum?: number } | undefined;
      const line = withValue(src, parts, String(e.params.limit));
      return {
        text: `is ${String(e.data)}, but the ${most ? 'most' : 'least'} it can be is ${bound}`,
        ...(range?.minimum !== undefined && range.maximum !== undefined ? { hint: `Write a number from ${range.minimum} to ${range.maximum}${line ? `, for example:\n${line}` : '.'}` } : {}),
      };
    }
    case 'minItems':
      return { text: `has ${(e.data as unknown[]).length} item${(e.data as unknown[]).length === 1 ? '' : 's'}, but it needs at least ${e.params.limit}` };
    case 'maxItems':
      return { text: `has ${(e.data as unknown[]).length} items, but at most ${e.params.limit} fit here`, hint: `Remove ${(e.data as unknown[]).length - Number(e.params.limit)} of them.` };
    case 'uniqueItems':
      return { text: `lists ${JSON.stringify((e.data as unknown[])[Number(e.params.j)])} twice`, hint: 'Remove one of the two.' };
    case 'pattern': {
      if (e.schemaPath.endsWith('/definitions/imageSrc/pattern') && typeof e.data === 'string') return imageSrcAdvice(e.data);
      if (e.schemaPath.includes('/definitions/dateTime/') && typeof e.data === 'string') return dateMessage(src, parts, e.data, true);
      return { text: schema?.description ? `"${String(e.data)}" does not fit: ${schema.description}` : `"${String(e.data)}" is not written the way this field needs (${e.params.pattern})` };
    }
    default:
      return { text: e.message ?? 'is not allowed here' };
  }
}
