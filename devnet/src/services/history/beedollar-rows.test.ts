import { convert, createBeeDollarChain } from '../../contracts/beedollar/test-fixtures';
import { chainHistory, rowsOf } from './test-chain-history';

describe('history rows of a BEE to BEED conversion', () => {
  it('gives the burned BEE and the issued BEED a beedollar_convert row each, for every party', () => {
    const chain = createBeeDollarChain();
    convert(chain, 'alice', '10');
    expect(rowsOf(chainHistory(chain), ['beedollar_convert', 'beedollar_convertFee'], ['from', 'to', 'symbol', 'quantity'])).toEqual([
      { account: 'alice', operation: 'beedollar_convert', from: 'alice', to: 'null', symbol: 'BEE', quantity: '10' },
      { account: 'null', operation: 'beedollar_convert', from: 'alice', to: 'null', symbol: 'BEE', quantity: '10' },
      { account: 'contract_tokens', operation: 'beedollar_convert', from: 'contract_tokens', to: 'alice', symbol: 'BEED', quantity: '0.9900' },
      { account: 'alice', operation: 'beedollar_convert', from: 'contract_tokens', to: 'alice', symbol: 'BEED', quantity: '0.9900' },
    ]);
  });

  it('records nothing for a refused conversion', () => {
    const chain = createBeeDollarChain();
    convert(chain, 'alice', '0.5');
    expect(rowsOf(chainHistory(chain), ['beedollar_convert'])).toEqual([]);
  });
});
