import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../src/server/config';

// No Docker engine runs the images here, so these files are held to each other and to the code instead.
const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The setting names in the first column of the README's settings table. */
function readmeSettings(): string[] {
  const readme = read('README.md');
  const section = readme.slice(
    readme.indexOf('## Settings'),
    readme.indexOf('\n## ', readme.indexOf('## Settings') + 1),
  );
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string),
  );
}

/** The keys `.env.example` lists (`# KEY=value`, or `KEY=value`). */
function exampleKeys(): string[] {
  return [...read('.env.example').matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
}

/** The lines of a YAML block under `key:` at `indent` spaces, up to the next line indented as little. */
function yamlBlock(lines: string[], key: string, indent: number): string[] {
  const start = lines.indexOf(`${' '.repeat(indent)}${key}:`);
  if (start === -1) return [];
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() !== '' && line.length - line.trimStart().length <= indent) break;
    block.push(line);
  }
  return block;
}

describe('self-hosting files', () => {
  it('lists in .env.example every setting of the README, each with a comment above it', () => {
    const settings = readmeSettings();
    expect(settings.length).toBeGreaterThan(15);
    const keys = exampleKeys();
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const setting of settings) expect(keys, setting).toContain(setting);
    const lines = read('.env.example').split('\n');
    for (const key of keys) {
      const line = lines.findIndex((text) => text.startsWith(`# ${key}=`) || text.startsWith(`${key}=`));
      expect(lines[line - 1], `comment above ${key}`).toMatch(/^# (?![A-Z][A-Z0-9_]*=)\S/);
    }
  });

  it('lists only settings that config.ts reads, and the README names every one of them', () => {
    for (const key of exampleKeys()) expect(SETTING_NAMES, key).toContain(key);
    const documented = readmeSettings();
    for (const name of SETTING_NAMES) expect(documented, name).toContain(name);
  });

  it('builds in one stage and runs production dependencies as a non-root user with `npm start`', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(2);
    const [build = '', runtime = ''] = stages;
    expect(build).toMatch(/^RUN npm ci$/m);
    expect(build).toMatch(/^RUN npm run build$/m);
    expect(runtime).toMatch(/^RUN npm ci --omit=dev/m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m);
    expect(runtime).toMatch(/^USER (?!root\b|0\b)\w+$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    const commands = dockerfile.split('\n').filter((line) => line.startsWith('CMD '));
    expect(commands).toEqual(['CMD ["npm", "start"]']);
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.start).toBe('node scripts/start.mjs');
    // What `npm start` imports must be in the runtime image.
    expect(runtime).toMatch(/^COPY scripts\/start\.mjs scripts\/build\.mjs \.\/scripts\/$/m);
  });

  it('runs the app on PostgreSQL and Redis in compose.yaml', () => {
    const lines = read('compose.yaml').split('\n');
    const services = yamlBlock(lines, 'services', 0);
    for (const service of ['app', 'postgres', 'redis'])
      expect(yamlBlock(services, service, 2), service).not.toEqual([]);
    const app = yamlBlock(services, 'app', 2);
    const environment = yamlBlock(app, 'environment', 4).map((line) => line.trim());
    expect(environment.find((line) => line.startsWith('DATABASE_URL: '))).toMatch(
      /^DATABASE_URL: postgres:\/\/.*@postgres:5432\//,
    );
    expect(environment.find((line) => line.startsWith('REDIS_URL: '))).toBe('REDIS_URL: redis://redis:6379');
  });

  it('says in the README that the images are not built here', () => {
    expect(read('README.md')).toMatch(/not built .*here|not built on this/i);
  });
});
