/** A small seeded random source: the same seed gives the same numbers on every machine. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** mulberry32: 32 bits of state, good enough spread for test data, and a handful of lines. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the parts into one 32-bit seed (FNV-1a over their text), so profile n of seed s has its own stream. */
export function seedOf(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      const size = Math.min(count, copy.length);
      // Partial Fisher–Yates: only the first `size` places are shuffled.
      for (let i = 0; i < size; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, size);
    },
  };
}

/** A weighted choice prepared once and drawn many times (binary search over the running totals). */
export function weightedPicker<T>(items: ReadonlyArray<readonly [T, number]>): (random: Random) => T {
  const values = items.filter(([, weight]) => weight > 0);
  if (values.length === 0) throw new Error('weightedPicker needs at least one positive weight');
  const totals: number[] = [];
  let sum = 0;
  for (const [, weight] of values) {
    sum += weight;
    totals.push(sum);
  }
  return (random) => {
    const roll = random.next() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((totals[middle] as number) > roll) high = middle;
      else low = middle + 1;
    }
    return (values[low] as readonly [T, number])[0];
  };
}
