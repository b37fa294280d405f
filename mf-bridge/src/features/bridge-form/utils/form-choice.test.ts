import { formChoiceOf, optionOf } from './form-choice';
import type { TransferOption } from './transfer-options';

const HIVE: TransferOption = { kind: 'hive', key: 'hive', label: 'HIVE', coin: 'HIVE', pegged: 'SWAP.HIVE' };
const BTC: TransferOption = { kind: 'converter', key: 'converter:BTC', label: 'Bitcoin (BTC)', coin: 'BTC', pegged: 'SWAP.BTC' };

describe('formChoiceOf', () => {
  it('reads the direction and the symbol of the address, deposit by default', () => {
    expect(formChoiceOf('?direction=withdraw&symbol=swap.btc')).toEqual({ direction: 'withdraw', symbol: 'SWAP.BTC' });
    expect(formChoiceOf('?direction=sideways&symbol=')).toEqual({ direction: 'deposit', symbol: null });
    expect(formChoiceOf('')).toEqual({ direction: 'deposit', symbol: null });
  });
});

describe('optionOf', () => {
  it('finds a coin by either of its symbols, else offers the first', () => {
    expect(optionOf([HIVE, BTC], 'SWAP.BTC')).toBe(BTC);
    expect(optionOf([HIVE, BTC], 'BTC')).toBe(BTC);
    expect(optionOf([HIVE, BTC], 'NOPE')).toBe(HIVE);
    expect(optionOf([], null)).toBeNull();
  });
});
