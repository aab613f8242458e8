import type { RawData } from 'ws';
import { ClientMessage } from '../../core/protocol';
import { describeZodError } from '../http/errors';

export type ParsedFrame = { ok: true; message: ClientMessage } | { ok: false; error: string; ref?: string };

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Every frame goes through the `ClientMessage` schema before anything acts on it. */
export function parseClientFrame(data: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, error: 'Messages must be JSON text' };
  let value: unknown;
  try {
    value = JSON.parse(textOf(data));
  } catch {
    return { ok: false, error: 'Messages must be JSON text' };
  }
  const result = ClientMessage.safeParse(value);
  if (result.success) return { ok: true, message: result.data };
  const ref =
    value &&
    typeof value === 'object' &&
    'ref' in value &&
    typeof value.ref === 'string' &&
    value.ref.length <= 64
      ? value.ref
      : undefined;
  return { ok: false, error: `Invalid message: ${describeZodError(result.error)}`, ...(ref ? { ref } : {}) };
}
