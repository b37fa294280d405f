import { weightOf } from './chain-values';
import { rankWitnesses, roleText, type WitnessRow } from './witness-list';

const row = (id: number, account: string, weight: unknown, fields: Partial<WitnessRow> = {}): WitnessRow => ({
  _id: id,
  account,
  approvalWeight: weight,
  enabled: true,
  domain: `${account}.example.com`,
  RPCPort: 5000,
  P2PPort: 5001,
  signingKey: `STM${account}`,
  missedRounds: 1,
  verifiedRounds: 7,
  lastBlockVerified: 1234,
  ...fields,
});

describe('weightOf', () => {
  it('reads Decimal128, strings and the number 0, and counts anything else as 0', () => {
    expect(weightOf({ $numberDecimal: '12.50000' }).toFixed()).toBe('12.5');
    expect(weightOf('3.1').toFixed()).toBe('3.1');
    expect(weightOf(0).toFixed()).toBe('0');
    expect(weightOf({ $numberDecimal: 'NaN' }).toFixed()).toBe('0');
    expect(weightOf('-5').toFixed()).toBe('0');
    expect(weightOf(null).toFixed()).toBe('0');
  });
});

describe('rankWitnesses', () => {
  it('ranks by weight (ties in registration order) and marks the top enabled witnesses', () => {
    const ranked = rankWitnesses(
      [
        row(1, 'low', { $numberDecimal: '1.00000' }),
        row(2, 'off', { $numberDecimal: '900.00000' }, { enabled: false }),
        row(3, 'high', { $numberDecimal: '500.00000' }),
        row(4, 'tie', { $numberDecimal: '1.00000' }),
        row(5, 'none', { $numberDecimal: '0' }),
      ],
      2,
    );
    expect(ranked.map(({ rank, account, role }) => [rank, account, role])).toEqual([
      [1, 'off', 'disabled'],
      [2, 'high', 'top'],
      [3, 'low', 'top'],
      [4, 'tie', 'backup'],
      [5, 'none', 'unvoted'],
    ]);
    expect(ranked[1]).toMatchObject({ address: { kind: 'domain', value: 'high.example.com' }, rpcPort: 5000, p2pPort: 5001, missedRounds: 1, verifiedRounds: 7, lastBlockVerified: 1234 });
  });

  it('reads an IP node and keeps missing or malformed chain fields empty', () => {
    const [witness] = rankWitnesses([row(1, 'ip', '2', { domain: undefined, IP: '10.0.0.1', lastBlockVerified: null, verifiedRounds: '7', enabled: 'yes' })], 20);
    expect(witness).toMatchObject({ address: { kind: 'IP', value: '10.0.0.1' }, lastBlockVerified: null, verifiedRounds: null, enabled: false, role: 'disabled' });
  });

  it('names the roles', () => {
    expect(roleText('top', 20)).toBe('Top 20');
    expect(roleText('unvoted', 20)).toBe('No approvals');
  });
});
