import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

export const CATALOGUE_DIR: string;
export function catalogueAreas(): string[];
export function areaLocales(area: string): string[];
export function catalogueFile(area: string, locale: string): string;
export function compileCatalogue(file: string): Record<string, CompiledMessage>;
export function linguiCatalogues(): Plugin;
