import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  name: string;
  port: number;
  child: ChildProcess | null;
  exited?: Promise<unknown>;
}

export interface ClusterOptions {
  instances?: number;
  port?: number;
  host?: string;
  env?: Record<string, string>;
  dataDir?: string;
  stdio?: 'inherit' | 'ignore';
  nodeFlags?: string[];
  sessionSecret?: string;
}

export interface Cluster {
  url: string;
  port: number;
  dataDir: string;
  configFile: string;
  instances: ClusterInstance[];
  startInstance(index: number): Promise<void>;
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export function haproxyPath(): string | null;
export function haproxyConfig(options: {
  bind: string;
  instances: Array<{ name: string; port: number }>;
}): string;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
