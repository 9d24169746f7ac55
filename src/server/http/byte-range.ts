// Which bytes of a file a GET asks for (RFC 9110 §14). Only one plain range is served as a
// part; a range the server does not serve (another unit, several parts, nonsense) is ignored and
// the whole file sent, as the RFC allows, and a Range whose If-Range names another version of
// the file is ignored too, so a resumed download never splices two versions together.

type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const ONE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/**
 * What to send of a file of `size` bytes last modified at `lastModified` (its Last-Modified
 * header). If-Range is honoured with that date only: the server's entity tags are weak, and a
 * weak tag never validates a range.
 */
export function byteRange(range: string | undefined, ifRange: string | undefined, size: number, lastModified: string): RangeAnswer {
  if (range === undefined) return WHOLE;
  if (ifRange !== undefined && ifRange.trim() !== lastModified) return WHOLE;
  const m = ONE_RANGE.exec(range);
  if (!m || (m[1] === '' && m[2] === '')) return WHOLE;
  // More digits than any file has bytes: compared as numbers they would round.
  if (m[1].length > 15 || m[2].length > 15) return m[1] === '' ? WHOLE : { kind: 'unsatisfiable' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  if (last < start) return WHOLE; // not a valid range at all: ignored
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}
