export const SRC: string;
export function sourceFiles(dir: string): string[];
export function importsOf(file: string): string[];
export function target(file: string, specifier: string): string | null;
export function moduleFile(landing: string): string | null;
export function importCycles(dir?: string): string[][];
