/**
 * Generated images under /mock-assets: cover art and avatars as SVG, so the app never reaches
 * an outside host in development, Storybook or tests.
 *
 *   /mock-assets/covers/{seed}.svg                 cover art (imageUrl values point here)
 *   /mock-assets/avatars/{hash}.svg                avatar by hash
 *   /mock-assets/avatars/{discordId}/{hash}.png    avatar, the chat platform's URL shape (SVG bytes)
 *   /mock-assets/embed/avatars/{n}.png             default avatar for users without a hash (SVG bytes)
 */
import type { Hono } from 'hono';
import type { MockEnvBindings } from './http.ts';
import { avatarSvg, coverSvg } from './svg-art.ts';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Same seed, same picture: browsers may keep them.
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
};

/** Seeds are names, not paths: keep them short and plain. */
const SEED = /^[\w.-]{1,128}$/;

function stripExtension(file: string, extensions: string[]): string | null {
  const dot = file.lastIndexOf('.');
  if (dot <= 0 || !extensions.includes(file.slice(dot + 1))) return null;
  const seed = file.slice(0, dot);
  return SEED.test(seed) ? seed : null;
}

export function registerAssets(app: Hono<MockEnvBindings>) {
  app.get('/mock-assets/covers/:file', (c) => {
    const seed = stripExtension(c.req.param('file'), ['svg']);
    if (!seed) return c.text('Not found', 404);
    return c.body(coverSvg(seed), 200, SVG_HEADERS);
  });

  app.get('/mock-assets/avatars/:file', (c) => {
    const hash = stripExtension(c.req.param('file'), ['svg', 'png', 'webp']);
    if (!hash) return c.text('Not found', 404);
    return c.body(avatarSvg(hash), 200, SVG_HEADERS);
  });

  app.get('/mock-assets/avatars/:discordId/:file', (c) => {
    const hash = stripExtension(c.req.param('file'), ['svg', 'png', 'webp', 'gif', 'jpg']);
    if (!hash || !SEED.test(c.req.param('discordId'))) return c.text('Not found', 404);
    return c.body(avatarSvg(hash), 200, SVG_HEADERS);
  });

  app.get('/mock-assets/embed/avatars/:file', (c) => {
    const index = stripExtension(c.req.param('file'), ['png', 'svg']);
    // The platform has six default avatars, 0 to 5.
    if (!index || !/^[0-5]$/.test(index)) return c.text('Not found', 404);
    return c.body(avatarSvg(`default-${index}`), 200, SVG_HEADERS);
  });
}
