/**
 * Generated images: cover art and avatars as small SVGs, so nothing is fetched from an outside
 * host. Colours and shapes come from a hash of the seed, so each seed always looks the same.
 */
import { createRandom, hashString } from './random.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hue(seed: string, salt: string): number {
  return hashString(`${salt}:${seed}`) % 360;
}

/** A square cover: a two-colour gradient with a few circles and bands. */
export function coverSvg(seed: string): string {
  const random = createRandom(hashString(seed));
  const a = hue(seed, 'a');
  const b = (a + 60 + random.int(0, 180)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const cx = random.int(0, 640);
    const cy = random.int(0, 640);
    const r = random.int(40, 220);
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(a + i * 47) % 360} 70% 60%)" fill-opacity="${(0.15 + random.next() * 0.35).toFixed(2)}"/>`,
    );
  }
  const band = random.int(200, 440);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">',
    `<title>${escapeXml(seed)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 65% 35%)"/><stop offset="1" stop-color="hsl(${b} 70% 20%)"/></linearGradient></defs>`,
    '<rect width="640" height="640" fill="url(#g)"/>',
    ...shapes,
    `<rect x="0" y="${band}" width="640" height="${random.int(8, 40)}" fill="#fff" fill-opacity="0.18"/>`,
    '</svg>',
  ].join('');
}

/** A round avatar: a coloured disc with a 5x5 mirrored identicon from the hash. */
export function avatarSvg(hash: string): string {
  const random = createRandom(hashString(hash));
  const h = hue(hash, 'avatar');
  const cells: string[] = [];
  for (let y = 0; y < 5; y += 1) {
    for (let x = 0; x < 3; x += 1) {
      if (!random.chance(0.5)) continue;
      for (const cx of x === 2 ? [2] : [x, 4 - x]) {
        cells.push(`<rect x="${28 + cx * 14}" y="${28 + y * 14}" width="14" height="14"/>`);
      }
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<circle cx="64" cy="64" r="64" fill="hsl(${h} 55% 45%)"/>`,
    `<g fill="hsl(${(h + 180) % 360} 80% 85%)">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}
