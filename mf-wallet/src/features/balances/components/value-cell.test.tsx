import { render } from '@testing-library/react';
import BigNumber from 'bignumber.js';
import type { ValuedRow } from '../model/valuation';
import { ValueCell } from './value-cell';

const row = (usd: string | null, change: string | null) =>
  ({ usdValue: usd === null ? null : new BigNumber(usd), change: change === null ? null : new BigNumber(change) }) as ValuedRow;

describe('ValueCell', () => {
  it('puts the signed 24 h change under the USD value', () => {
    expect(render(<ValueCell row={row('1234.567', '5')} />).container).toHaveTextContent('$1,234.56 24h +5.00%');
    expect(render(<ValueCell row={row('1', '-2.5')} />).container).toHaveTextContent('$1.00 24h -2.50%');
    expect(render(<ValueCell row={row('1', '0')} />).container).toHaveTextContent('$1.00 24h 0.00%');
  });

  it('shows the value alone without a change, and — without a price', () => {
    expect(render(<ValueCell row={row('3', null)} />).container).toHaveTextContent(/^\$3\.00$/);
    expect(render(<ValueCell row={row(null, null)} />).container).toHaveTextContent(/^—$/);
  });
});
