import { createWitnessesChain, signingKey } from '../../contracts/witnesses/test-fixtures';
import { chainHistory } from './test-chain-history';

describe('witnesses transactions in the history API', () => {
  // The real history builder lists register, approve and disapprove but records nothing for them
  // (they move no tokens), so neither does the devnet: a page cannot list votes from the history.
  it('records no row for a vote, a withdrawn vote or a registration', () => {
    const chain = createWitnessesChain();
    chain.runAction('alice', 'witnesses', 'approve', { witness: 'wit-one' }, { active: false });
    chain.runAction('alice', 'witnesses', 'disapprove', { witness: 'wit-one' }, { active: false });
    chain.runAction('bob', 'witnesses', 'register', { domain: 'node.bob.example', RPCPort: 5000, P2PPort: 5001, signingKey: signingKey('B'), enabled: true });
    expect(chainHistory(chain)).toEqual([]);
  });

  it('still records the WORKERBEE stake that moves the weights', () => {
    const chain = createWitnessesChain();
    chain.runAction('alice', 'witnesses', 'approve', { witness: 'wit-one' }, { active: false });
    chain.runAction('alice', 'tokens', 'stake', { symbol: 'WORKERBEE', to: 'alice', quantity: '1' });
    expect(chainHistory(chain).map((row) => row.operation)).toEqual(['tokens_stake']);
  });
});
