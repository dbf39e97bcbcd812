/** Seeded randomness: the same seed builds the same world and the same "random" answers. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: T[]): T[];
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [items[i], items[j]] = [
          items[j] as (typeof items)[number],
          items[i] as (typeof items)[number],
        ];
      }
      return items;
    },
  };
}

/** FNV-1a: a stable 32-bit number for a string (cover art colours, ids). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Spotify-looking 22-character id, derived from a name so it is stable across runs. */
export function spotifyId(name: string): string {
  const random = createRandom(hashString(name));
  let id = '';
  for (let i = 0; i < 22; i += 1) id += BASE62[random.int(0, 61)];
  return id;
}

/** A hex string of the given length (avatar hashes, secrets in the seed). */
export function hexFrom(name: string, length: number): string {
  const random = createRandom(hashString(name));
  let out = '';
  for (let i = 0; i < length; i += 1) out += random.int(0, 15).toString(16);
  return out;
}
