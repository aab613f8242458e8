/** The outcome of an operation that can be refused: a value, or the reason it was refused. Never thrown. */
export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refused = <T = never>(reason: string): Result<T> => ({ ok: false, reason });
