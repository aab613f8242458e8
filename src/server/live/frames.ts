import type { RawData } from 'ws';
import { ClientMessage, REF_MAX_LENGTH } from '../../core/protocol';
import { describeZodError } from '../http/errors';
import { findNul, nulMessage } from '../http/nul-guard';

export type ParsedFrame = { ok: true; message: ClientMessage } | { ok: false; error: string; ref?: string };

const NOT_JSON_TEXT = 'Messages must be JSON text';

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function jsonOf(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** The `ref` a frame's value names, when it is one a valid frame could carry. */
function refIn(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || !('ref' in value)) return undefined;
  const { ref } = value;
  return typeof ref === 'string' && ref.length > 0 && ref.length <= REF_MAX_LENGTH ? ref : undefined;
}

/**
 * The `ref` of a frame that is refused before it is parsed (over the rate), so the refusal can name it:
 * a client waiting for that frame's answer hears of it.
 */
export function refOfFrame(data: RawData): string | undefined {
  const json = jsonOf(textOf(data));
  return json ? refIn(json.value) : undefined;
}

/** Every frame goes through the `ClientMessage` schema before anything acts on it. */
export function parseClientFrame(data: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) {
    const ref = refOfFrame(data);
    return { ok: false, error: NOT_JSON_TEXT, ...(ref ? { ref } : {}) };
  }
  const text = textOf(data);
  const json = jsonOf(text);
  if (!json) return { ok: false, error: NOT_JSON_TEXT };
  const { value } = json;
  // U+0000 is refused as on HTTP: PostgreSQL text cannot hold it. JSON can only carry it escaped, so
  // the walk through the value (a few µs, on every move) runs only for a frame whose text has the escape.
  const nul = text.includes('\\u0000') ? findNul(value) : null;
  const result = ClientMessage.safeParse(value);
  if (result.success && nul === null) return { ok: true, message: result.data };
  const ref = refIn(value);
  const problem = result.success ? nulMessage(nul ?? '') : describeZodError(result.error);
  return { ok: false, error: `Invalid message: ${problem}`, ...(ref ? { ref } : {}) };
}
