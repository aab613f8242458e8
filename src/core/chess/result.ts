/**
 * The outcome of an operation that can be refused: a value, or the reason it was refused. Never thrown.
 * The reason is a sentence for the program's own diagnostics, or a code (`E`) where people will read it:
 * those are worded by the client (decision 262).
 */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; reason: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const refused = <E = string>(reason: E): { ok: false; reason: E } => ({ ok: false, reason });
