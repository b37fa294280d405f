import type { ContractDefinition } from '../../chain/contract-api';
import { balanceAmount, balanceRow, BEE, createTokensChain } from '../tokens/test-fixtures';
import { burnUtilityFee, canPayUtilityFee } from './utility-fee';

/** A stand-in contract charging the fee given in the payload. */
const shop: ContractDefinition = {
  name: 'shop',
  owner: 'null',
  tables: [],
  actions: {
    buy: (api, payload) => {
      const fee = payload.fee as string;
      if (api.assert(canPayUtilityFee(api, fee), 'cannot pay')) {
        api.emit('bought', { burned: burnUtilityFee(api, fee, payload.isSignedWithActiveKey) });
      }
    },
  },
};

const createShopChain = () => createTokensChain({ tokens: [BEE], balances: [balanceRow('alice', 'BEE', { balance: '10.00000000' })] }, [shop]);

describe('utility fees', () => {
  it('burns a positive fee out of the sender with a transfer to null', () => {
    const chain = createShopChain();
    expect(chain.runAction('alice', 'shop', 'buy', { fee: '2.5' }).logs.events).toEqual([
      { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '2.5' } },
      { contract: 'shop', event: 'bought', data: { burned: true } },
    ]);
    expect(balanceAmount(chain, 'alice', 'BEE')).toBe('7.50000000');
  });

  it('lets anyone pay a fee of 0 or less, without a transfer', () => {
    const chain = createShopChain();
    expect(chain.runAction('bob', 'shop', 'buy', { fee: '0' }).logs.events).toEqual([
      { contract: 'shop', event: 'bought', data: { burned: true } },
    ]);
  });

  it('refuses a sender whose BEE does not cover the fee', () => {
    const chain = createShopChain();
    expect(chain.runAction('alice', 'shop', 'buy', { fee: '10.00000001' }).logs).toEqual({ errors: ['cannot pay'] });
    expect(chain.runAction('bob', 'shop', 'buy', { fee: '1' }).logs).toEqual({ errors: ['cannot pay'] });
  });

  it('reports a burn that did not happen (posting key)', () => {
    const chain = createShopChain();
    const { logs } = chain.runAction('alice', 'shop', 'buy', { fee: '1' }, { active: false });
    expect(logs.events).toEqual([{ contract: 'shop', event: 'bought', data: { burned: false } }]);
    expect(balanceAmount(chain, 'alice', 'BEE')).toBe('10.00000000');
  });
});
