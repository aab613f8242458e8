import type { Plugin } from 'vite';

export const ENGINE_FILES: Record<string, string>;
export function engineAssets(): Plugin;
