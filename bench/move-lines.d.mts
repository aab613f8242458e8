/** `count` different legal lines of `length` plies each from the start position, in "e2-e4" form. */
export function moveLines(count: number, length: number): string[][];
/** A small seeded generator (mulberry32): numbers in [0, 1), the same for the same seed. */
export function seeded(seed: number): () => number;
