import type { Browser } from 'playwright-core';

export const BUDGET: { jsBytes: number; cssBytes: number };
export const HEAVY_PARTS: { area: string; pattern: RegExp }[];

export interface FetchedAsset {
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzip: number;
}

export function buildWithChunkMap(outDir: string): Promise<Map<string, string[]>>;
export function fetchedAssets(browser: Browser, baseURL: string, route?: string): Promise<FetchedAsset[]>;
export function judge(
  assets: FetchedAsset[],
  chunkModules: Map<string, string[]>,
): { jsGzip: number; cssGzip: number; problems: string[] };
export function kb(bytes: number): string;
