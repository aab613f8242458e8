export const SRC: string;
export function sourceFiles(dir: string): string[];
export function importsOf(file: string): string[];
export function target(file: string, specifier: string): string | null;
