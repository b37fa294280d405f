import { Random } from './random';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(new Set(first).size).toBe(20);
  });

  it('gives different sequences for different seeds', () => {
    expect(new Random(1).next()).not.toBe(new Random(2).next());
  });

  it('keeps numbers in range', () => {
    const random = new Random(7);
    for (let i = 0; i < 2000; i += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = random.int(3, 5);
      expect([3, 4, 5]).toContain(int);
    }
  });

  it('reaches both ends of an integer range', () => {
    const random = new Random(9);
    const seen = new Set(Array.from({ length: 200 }, () => random.int(0, 3)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('samples distinct items', () => {
    const picked = new Random(3).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
  });

  it('builds hex strings of the asked length', () => {
    expect(new Random(5).hex(40)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('forks streams that do not depend on how much the parent consumed', () => {
    const fresh = new Random(11);
    const used = new Random(11);
    used.next();
    used.next();
    expect(fresh.fork('market').next()).toBe(used.fork('market').next());
    expect(fresh.fork('market').next()).not.toBe(fresh.fork('nft').next());
  });
});
