import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/harness';

const WEB = path.resolve(import.meta.dirname, '../../web');

const Manifest = z.object({
  name: z.string().min(1),
  short_name: z.string().min(1).max(12),
  start_url: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.literal('image/png'), purpose: z.string() }),
  ),
});

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('favicon set and web app manifest', () => {
  let app: TestApp;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'chesschat-manifest-'));
  beforeAll(async () => {
    // A build's root is src/web/public as Vite copies it, beside the built index.html.
    cpSync(path.join(WEB, 'public'), webDist, { recursive: true });
    cpSync(path.join(WEB, 'index.html'), path.join(webDist, 'index.html'));
    app = await startTestApp({ webDist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const fetchBytes = async (url: string) => {
    const res = await fetch(`${app.url}${url}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves a manifest for an installable app, with 192, 512 and maskable icons', async () => {
    const res = await app.request('GET', '/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = Manifest.parse(JSON.parse(res.text));
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('serves every icon the manifest names, as a PNG of the size it claims', async () => {
    const manifest = Manifest.parse(
      JSON.parse(readFileSync(path.join(WEB, 'public/manifest.webmanifest'), 'utf8')),
    );
    for (const icon of manifest.icons) {
      const { res, bytes } = await fetchBytes(icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(pngSize(bytes)).toBe(icon.sizes);
    }
  });

  it('serves every icon and the manifest that index.html links to', async () => {
    const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g)];
    expect(links.map((link) => link[1]).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'manifest']);
    for (const [, , href] of links) {
      const { res } = await fetchBytes(href as string);
      expect(res.status, href).toBe(200);
    }
    const { bytes } = await fetchBytes('/apple-touch-icon.png');
    expect(pngSize(bytes)).toBe('180x180');
  });
});
