/**
 * Seeded randomness for the benchmark data set: the same seed writes the same
 * rows. Each part of the generator takes its own stream (`streamFor`), so a
 * change to how one part draws numbers leaves the others as they were.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Log-normal around a median; `spread` is sigma of the underlying normal. */
  logNormal(median: number, spread: number): number;
  /** Hex digits, for entity ids. */
  hex(length: number): string;
  /** base64url characters, for share keys and the like. */
  token(length: number): string;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** sfc32: small, fast and good enough for test data; 128 bits of state. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function streamFor(seed: number, name: string): Random {
  const base = hashSeed(`${seed}:${name}`);
  const next = sfc32(base, base ^ 0x9e3779b9, base ^ 0x85ebca6b, base ^ 0xc2b2ae35);
  for (let warm = 0; warm < 16; warm += 1) next();
  let spareNormal: number | null = null;
  const normal = () => {
    if (spareNormal !== null) {
      const value = spareNormal;
      spareNormal = null;
      return value;
    }
    const u = 1 - next();
    const v = next();
    const radius = Math.sqrt(-2 * Math.log(u));
    spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    logNormal: (median, spread) => median * Math.exp(spread * normal()),
    hex: (length) => {
      let text = '';
      while (text.length < length)
        text += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return text.slice(0, length);
    },
    token: (length) => {
      let text = '';
      for (let index = 0; index < length; index += 1)
        text += BASE64URL[Math.floor(next() * 64)] ?? 'A';
      return text;
    },
  };
}

/**
 * Draws ranks 0…n-1 with probability proportional to 1/(rank+1)^exponent: a
 * few popular writers, tags and stories, and a long tail.
 */
export function zipfSampler(count: number, exponent: number): (random: Random) => number {
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 0; rank < count; rank += 1) {
    total += 1 / Math.pow(rank + 1, exponent);
    cumulative[rank] = total;
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Twelve-hex-digit ids (the app's format), never the same twice in one data set. */
export function idMaker(random: Random): () => string {
  const seen = new Set<string>();
  return () => {
    let id = random.hex(12);
    while (seen.has(id)) id = random.hex(12);
    seen.add(id);
    return id;
  };
}

/** Up to `wanted` distinct draws (fewer when the draws keep repeating). */
export function distinctDraws(wanted: number, draw: () => number, exclude?: number): number[] {
  const chosen = new Set<number>();
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4; attempt += 1) {
    const value = draw();
    if (value !== exclude) chosen.add(value);
  }
  return [...chosen];
}

/**
 * Spreads ranks 0…count-1 over the same range in a fixed scrambled order, so
 * that, say, the most active readers are not also the most read writers.
 */
export function scatter(count: number): (rank: number) => number {
  const multiplier = [7919, 104729, 1299709].find((prime) => count % prime !== 0) ?? 1;
  return (rank) => (rank * multiplier + 13) % count;
}
