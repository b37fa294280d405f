import { applyBalanceShare, editDraft } from './draft';
import type { OrderDraft } from './order-rules';

const limitBuy: OrderDraft = { side: 'buy', kind: 'limit', price: '', quantity: '', total: '' };

describe('editDraft', () => {
  it('derives the total from price × quantity at 8 decimals and keeps typed text', () => {
    const withPrice = editDraft(limitBuy, 'price', '0.3', 3);
    expect(editDraft(withPrice, 'quantity', '3.', 3)).toEqual({ ...limitBuy, price: '0.3', quantity: '3.', total: '0.90000000' });
  });

  it('derives the quantity from a typed total, rounded down to the precision', () => {
    const draft = editDraft({ ...limitBuy, price: '0.3' }, 'total', '1', 2);
    expect(draft).toMatchObject({ quantity: '3.33', total: '1' });
  });

  it('clears the total while price or quantity is incomplete', () => {
    expect(editDraft({ ...limitBuy, price: '0.3', total: '5' }, 'quantity', '', 3).total).toBe('');
  });

  it('derives nothing for market orders', () => {
    const market: OrderDraft = { ...limitBuy, kind: 'market' };
    expect(editDraft(market, 'total', '2', 3)).toEqual({ ...market, total: '2' });
  });
});

describe('applyBalanceShare', () => {
  it('spends a share of SWAP.HIVE on a buy at the typed price', () => {
    expect(applyBalanceShare({ ...limitBuy, price: '0.5' }, 0.25, { hive: '10' }, 3)).toMatchObject({ total: '2.5', quantity: '5' });
  });

  it('sets the total of a market buy', () => {
    expect(applyBalanceShare({ ...limitBuy, kind: 'market' }, 0.5, { hive: '0.00000003' }, 3).total).toBe('0.00000001');
  });

  it('offers a share of the tokens on a sell, rounded down to the precision', () => {
    expect(applyBalanceShare({ ...limitBuy, side: 'sell', price: '2' }, 0.75, { token: '1.001' }, 3)).toMatchObject({ quantity: '0.75', total: '1.50000000' });
  });

  it('leaves the draft alone while the balance is unknown', () => {
    expect(applyBalanceShare(limitBuy, 1, {}, 3)).toBe(limitBuy);
  });
});
