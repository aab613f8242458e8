import type { RawData } from 'ws';
import { ClientMessage } from '../../core/protocol';
import { describeZodError } from '../http/errors';
import { findNul, nulMessage } from '../http/nul-guard';

export type ParsedFrame = { ok: true; message: ClientMessage } | { ok: false; error: string; ref?: string };

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Every frame goes through the `ClientMessage` schema before anything acts on it. */
export function parseClientFrame(data: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, error: 'Messages must be JSON text' };
  const text = textOf(data);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Messages must be JSON text' };
  }
  // U+0000 is refused as on HTTP: PostgreSQL text cannot hold it. JSON can only carry it escaped, so
  // the walk through the value (a few µs, on every move) runs only for a frame whose text has the escape.
  const nul = text.includes('\\u0000') ? findNul(value) : null;
  const result = ClientMessage.safeParse(value);
  if (result.success && nul === null) return { ok: true, message: result.data };
  const ref =
    value &&
    typeof value === 'object' &&
    'ref' in value &&
    typeof value.ref === 'string' &&
    value.ref.length <= 64
      ? value.ref
      : undefined;
  const problem = result.success ? nulMessage(nul ?? '') : describeZodError(result.error);
  return { ok: false, error: `Invalid message: ${problem}`, ...(ref ? { ref } : {}) };
}
