export const ROOT: string;
export function buildClient(options?: {
  outDir?: string;
  force?: boolean;
  quiet?: boolean;
}): Promise<boolean>;
export function buildServer(options?: { force?: boolean }): Promise<boolean>;
export function buildModeratorCommand(): Promise<void>;
export function precompressAssets(assetsDir: string): void;
export function withProductionEnv<T>(run: () => Promise<T>): Promise<T>;
