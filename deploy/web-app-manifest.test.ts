/**
 * The dashboard installs as an app: index.html links the manifest, which
 * names the app, opens /home standalone in the default theme's colours, and carries icons at
 * 192 and 512 px (one maskable) whose files are PNGs of the sizes it declares. Every URL in it is
 * relative to the manifest, so it works under any base path. The journey
 * e2e/web-app-manifest.spec.ts checks the same through the server (type, icons loading).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const html = readFileSync(new URL('index.html', root), 'utf8');
const manifest = JSON.parse(
  readFileSync(new URL('public/manifest.webmanifest', root), 'utf8'),
) as Record<string, unknown> & {
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};
const defaultTheme = readFileSync(new URL('src/themes/dark.css', root), 'utf8');

/** Width and height from a PNG's IHDR chunk (throws on anything that is not a PNG). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it('is linked from index.html', () => {
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest" \/>/);
  });

  it('names the app and opens /home standalone, relative to itself', () => {
    expect(manifest.name).toBe('Bot Dashboard');
    expect(typeof manifest.short_name).toBe('string');
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('./home');
    expect(manifest.scope).toBe('./');
  });

  it('takes its colours from the default theme', () => {
    const bg = /--bg:\s*(#[0-9a-f]{6});/i.exec(defaultTheme)?.[1];
    expect(bg).toBeDefined();
    expect(manifest.theme_color).toBe(bg);
    expect(manifest.background_color).toBe(bg);
  });

  it('has icons at 192 and 512 px, one maskable, each a PNG of the size it declares', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      // Relative to the manifest: no leading slash, no origin.
      expect(icon.src).not.toMatch(/^\/|^[a-z]+:/i);
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(readFileSync(new URL(`public/${icon.src}`, root)))).toEqual({ width, height });
    }
  });
});
