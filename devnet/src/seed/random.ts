/** "00" … "ff": number-to-hex conversion is slow, and the seed makes hundreds of thousands of ids. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A tiny seeded PRNG (mulberry32) so the seed is byte-identical for the same options.
 * Each area forks its own stream by label, so adding rows to one area never shifts another.
 */
export class Random {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count * 4 < items.length) return this.sparseSample(items, count);
    const copy = [...items];
    const size = Math.min(count, copy.length);
    for (let i = 0; i < size; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, size);
  }

  /** Lowercase hex string of `length` characters (transaction ids, hashes). */
  hex(length: number): string {
    let out = '';
    while (out.length < length) {
      const word = Math.floor(this.next() * 0x100000000);
      out += HEX_BYTES[word >>> 24] + HEX_BYTES[(word >>> 16) & 0xff] + HEX_BYTES[(word >>> 8) & 0xff] + HEX_BYTES[word & 0xff];
    }
    return out.slice(0, length);
  }

  /** Picks by index without copying a long list (few items out of many). */
  private sparseSample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((index) => items[index]);
  }

  /** An independent stream derived from this generator's initial seed and a label. */
  fork(label: string): Random {
    return new Random(hashLabel(label) ^ this.seed);
  }
}

/** FNV-1a 32-bit hash of a label. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
