import { balanceAmount } from '../../tokens/test-fixtures';
import { chainWithPack } from '../test-chain';

describe('packmanager.deposit', () => {
  it('moves BEE into the contract and adds it to the fee pool', () => {
    const t = chainWithPack();
    const result = t.runAction('alice', 'packmanager', 'deposit', { nftSymbol: 'CARD', amount: '2.5' });
    expect(result.logs.events).toEqual([
      { contract: 'tokens', event: 'transferToContract', data: { from: 'alice', to: 'packmanager', symbol: 'BEE', quantity: '2.50000000' } },
      { contract: 'packmanager', event: 'deposit', data: { nft: 'CARD', newFeePool: '12.50000000' } },
    ]);
    expect(balanceAmount(t, 'packmanager', 'BEE', 'contractsBalances')).toBe('12.50000000');
    expect(t.rows('packmanager', 'managedNfts')[0].feePool).toBe('12.50000000');
  });

  it.each([
    [{ nftSymbol: 'CARD', amount: 2 }, 'invalid params'],
    [{ nftSymbol: 'CARD', amount: '0' }, 'invalid params'],
    [{ nftSymbol: 'CARD', amount: '0.000000001' }, 'invalid params'],
    [{ nftSymbol: 'NOPE', amount: '1' }, 'NFT not under management'],
    [{ nftSymbol: 'CARD', amount: '100000' }, 'not enough tokens to deposit'],
  ])('refuses %j', (payload, error) => {
    const t = chainWithPack();
    expect(t.runAction('alice', 'packmanager', 'deposit', payload).logs).toEqual({ errors: [error] });
    expect(t.rows('packmanager', 'managedNfts')[0].feePool).toBe('10.00000000');
  });
});
