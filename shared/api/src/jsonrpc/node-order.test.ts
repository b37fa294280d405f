import { nodesInOrder } from './node-order';

const CONFIGURED = ['https://n0.test', 'https://n1.test', 'https://n2.test', 'https://n3.test'];

describe('nodesInOrder', () => {
  it('keeps the configured order, without repeats, when nothing is chosen', () => {
    expect(nodesInOrder(undefined, ['https://n0.test', 'https://n0.test', 'https://n1.test', ''])).toEqual(['https://n0.test', 'https://n1.test']);
  });

  it('starts at the chosen node and continues after it, wrapping to the first', () => {
    expect(nodesInOrder('https://n2.test', CONFIGURED)).toEqual(['https://n2.test', 'https://n3.test', 'https://n0.test', 'https://n1.test']);
  });

  it('puts a chosen node from outside the list before the whole list', () => {
    expect(nodesInOrder('https://mine.test', CONFIGURED)).toEqual(['https://mine.test', ...CONFIGURED]);
  });
});
