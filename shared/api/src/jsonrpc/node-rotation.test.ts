import { createNodeRotation } from './node-rotation';
import { NodesUnavailableError } from './errors';

const NODES = ['https://a.test', 'https://b.test', 'https://c.test'];

/** A rotation over `list()` whose attempts fail on the nodes in `down`, recording every node asked. */
function rotationOver(list: () => string[], down: Set<string>) {
  const asked: string[] = [];
  const rotation = createNodeRotation(list, () => true);
  const call = () =>
    rotation.run(async (node) => {
      asked.push(node);
      if (down.has(node)) throw new Error(`${node} is down`);
      return node;
    });
  return { rotation, call, asked };
}

describe('node rotation', () => {
  it('fails over to the next node and keeps using the one that worked', async () => {
    const { call, asked, rotation } = rotationOver(() => NODES, new Set(['https://a.test']));
    await expect(call()).resolves.toBe('https://b.test');
    await expect(call()).resolves.toBe('https://b.test');
    expect(asked).toEqual(['https://a.test', 'https://b.test', 'https://b.test']);
    expect(rotation.currentNode()).toBe('https://b.test');
  });

  it('wraps to the first node after the last and tries each node once per call', async () => {
    const down = new Set(['https://c.test']);
    const { call, asked } = rotationOver(() => NODES, down);
    down.add('https://a.test');
    await call();
    down.clear();
    down.add('https://b.test');
    down.add('https://c.test');
    await expect(call()).resolves.toBe('https://a.test');
    expect(asked).toEqual(['https://a.test', 'https://b.test', 'https://b.test', 'https://c.test', 'https://a.test']);
  });

  it('rejects with every node tried when none answers', async () => {
    const { call } = rotationOver(() => NODES, new Set(NODES));
    await expect(call()).rejects.toBeInstanceOf(NodesUnavailableError);
  });

  it('starts at a newly chosen node even after failing over elsewhere', async () => {
    let list = NODES;
    const { call, asked, rotation } = rotationOver(() => list, new Set(['https://a.test']));
    await call();
    list = ['https://c.test', 'https://a.test', 'https://b.test'];
    expect(rotation.currentNode()).toBe('https://c.test');
    await expect(call()).resolves.toBe('https://c.test');
    expect(asked).toEqual(['https://a.test', 'https://b.test', 'https://c.test']);
  });

  it('asks a node that failed last only until its cool-down ends', async () => {
    let clock = 0;
    const rotation = createNodeRotation(() => NODES, () => true, { cooldownMs: () => 30_000, now: () => clock });
    const asked: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const attempt = async (node: string) => {
      asked.push(node);
      if (node === 'https://a.test') throw new Error('a is down');
      await held;
      return node;
    };
    const first = rotation.run(attempt);
    await Promise.resolve();
    clock = 29_999;
    const second = rotation.run(attempt);
    clock = 30_000;
    const third = rotation.run(attempt);
    release();
    await Promise.all([first, second, third]);
    expect(asked).toEqual(['https://a.test', 'https://b.test', 'https://b.test', 'https://a.test', 'https://b.test']);
  });

  it('hands each attempt what is left of the budget and stops when none is left', async () => {
    let clock = 0;
    const rotation = createNodeRotation(() => NODES, () => true, { budgetMs: () => 1000, now: () => clock });
    const budgets: number[] = [];
    const failure = rotation.run(async (_node, remainingMs) => {
      budgets.push(remainingMs);
      clock += 600;
      throw new Error('timed out');
    });
    await expect(failure).rejects.toBeInstanceOf(NodesUnavailableError);
    await expect(failure).rejects.toThrow('gave up after 1000 ms');
    expect(budgets).toEqual([1000, 400]);
  });
});
