/** `count` different legal lines of `length` plies each from the start position, in "e2-e4" form. */
export function moveLines(count: number, length: number): string[][];
