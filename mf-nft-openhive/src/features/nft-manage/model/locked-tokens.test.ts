import BigNumber from 'bignumber.js';
import { LOCK_MESSAGES as M, parseLockedTokens } from './locked-tokens';

const held = { BEE: { balance: '10', precision: 8 }, PAL: { balance: '2', precision: 3 } };
const fee = { symbol: 'BEE', amount: new BigNumber('0.002') };

describe('parseLockedTokens', () => {
  it('reads one symbol and quantity a line, upper-casing the symbol', () => {
    expect(parseLockedTokens('bee 1.5\nPAL,2', held, 1, fee)).toEqual({ basket: { BEE: '1.5', PAL: '2' }, problem: null });
    expect(parseLockedTokens('', held, 1, fee)).toEqual({ basket: {}, problem: null });
  });

  it('refuses what the contract refuses', () => {
    expect(parseLockedTokens('BEE', held, 1, fee).problem).toBe(M.format('BEE'));
    expect(parseLockedTokens('SWAP.HIVE 1', held, 1, fee).problem).toBe(M.symbol('SWAP.HIVE'));
    expect(parseLockedTokens('BEE 1\nBEE 2', held, 1, fee).problem).toBe(M.twice('BEE'));
    expect(parseLockedTokens('LEO 1', held, 1, fee).problem).toBe(M.notHeld('LEO'));
    expect(parseLockedTokens('PAL 0.0001', held, 1, fee).problem).toBe(M.quantity('PAL', 3));
    expect(parseLockedTokens('PAL 0', held, 1, fee).problem).toBe(M.quantity('PAL', 3));
    expect(parseLockedTokens(Array.from({ length: 11 }, (_, i) => `T${'ABCDEFGHIJK'[i]} 1`).join('\n'), held, 1, fee).problem).toBe(M.tooMany);
  });

  it('counts every instance and the fee when the fee is paid in the locked token', () => {
    expect(parseLockedTokens('BEE 10', held, 1, fee).problem).toBe(M.short('BEE', '10.002', '10'));
    expect(parseLockedTokens('PAL 1', held, 3, fee).problem).toBe(M.short('PAL', '3', '2'));
    expect(parseLockedTokens('BEE 9.998', held, 1, fee).problem).toBeNull();
  });
});
