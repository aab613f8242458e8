import type { Plugin } from 'vite';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

export function namedByPage(html: string): Set<string>;
export function precacheShell(): {
  plugin: Plugin;
  transform(entries: ManifestEntry[]): Promise<{ manifest: ManifestEntry[]; warnings: string[] }>;
};
