import type { ByteRange } from './store';

/** The range asked for within a file of `size` bytes: all of it when none was asked, its end clipped to the file. */
export function clipRange(range: ByteRange | undefined, size: number): ByteRange {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  return { start: range.start, end: Math.min(range.end, Math.max(0, size - 1)) };
}

/**
 * An HTTP `Range` header of one range (`bytes=0-`, `bytes=100-199`, `bytes=-500`) read against a file of `size`
 * bytes: the range, null when there is no header or one this does not serve (several ranges: the whole file is
 * sent), or 'unsatisfiable' when it starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
