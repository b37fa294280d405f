import { Ledger, ownedAmount, stakedAmount } from './ledger';

describe('Ledger', () => {
  it('adds amounts per account, symbol and field', () => {
    const ledger = new Ledger();
    ledger.add('alice', 'BEE', 'balance', '1.5');
    ledger.add('alice', 'BEE', 'balance', '2');
    ledger.add('alice', 'BEE', 'stake', '10');
    ledger.add('bob', 'BEE', 'balance', '7');
    const alice = ledger.find('alice', 'BEE');
    expect(alice?.amounts.balance.toFixed()).toBe('3.5');
    expect(alice?.amounts.stake.toFixed()).toBe('10');
    expect(ledger.find('bob', 'BEE')?.amounts.stake.toFixed()).toBe('0');
    expect(ledger.allHoldings()).toHaveLength(2);
  });

  it('counts owned tokens without delegations received and with tranches in flight', () => {
    const ledger = new Ledger();
    ledger.add('alice', 'BEE', 'balance', '1');
    ledger.add('alice', 'BEE', 'stake', '10');
    ledger.add('alice', 'BEE', 'delegationsOut', '5');
    ledger.add('alice', 'BEE', 'delegationsIn', '100');
    ledger.add('alice', 'BEE', 'pendingUndelegations', '2');
    ledger.add('alice', 'BEE', 'pendingUnstake', '8');
    ledger.addUnstakeInFlight('alice', 'BEE', '2');
    const holding = ledger.find('alice', 'BEE');
    if (!holding) throw new Error('missing holding');
    expect(ownedAmount(holding).toFixed()).toBe('20');
    expect(stakedAmount(holding).toFixed()).toBe('17');
  });

  it('sums contract balances per contract and symbol', () => {
    const ledger = new Ledger();
    ledger.addToContract('market', 'BEE', '1');
    ledger.addToContract('market', 'BEE', '2.5');
    ledger.addToContract('market', 'SWAP.HIVE', '4');
    expect(ledger.allContractHoldings().map((h) => [h.contract, h.symbol, h.amount.toFixed()])).toEqual([
      ['market', 'BEE', '3.5'],
      ['market', 'SWAP.HIVE', '4'],
    ]);
  });
});
