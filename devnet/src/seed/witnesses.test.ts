import BigNumber from 'bignumber.js';
import { expectShape, rowsOf, seedAtScaleOne } from './test-support';
import { ACCOUNT_AT_APPROVAL_LIMIT } from './witnesses';

const seed = seedAtScaleOne();
const witnesses = rowsOf(seed, 'witnesses', 'witnesses');
const approvals = rowsOf(seed, 'witnesses', 'approvals');
const accounts = rowsOf(seed, 'witnesses', 'accounts');
const workerBee = rowsOf(seed, 'tokens', 'balances').filter((row) => row.symbol === 'WORKERBEE');

describe('witnesses contract', () => {
  it('registers witnesses with the real shape (domain or IP)', () => {
    expect(witnesses.length).toBeGreaterThanOrEqual(21);
    for (const row of witnesses) {
      expectShape(
        row,
        {
          account: 'string', approvalWeight: 'decimal128', signingKey: 'string', RPCPort: 'number', P2PPort: 'number', enabled: 'boolean',
          missedRounds: 'number', missedRoundsInARow: 'number', verifiedRounds: 'number', lastRoundVerified: ['number', 'null'], lastBlockVerified: ['number', 'null'],
        },
        { domain: 'string', IP: 'string' },
      );
      expect('domain' in row !== 'IP' in row).toBe(true);
      expect(row.signingKey).toMatch(/^STM[1-9A-HJ-NP-Za-km-z]{50}$/);
    }
  });

  it('weighs each witness by its voters\' staked plus delegated-in WORKERBEE', () => {
    const weightOf = (account: unknown): BigNumber => {
      const balance = workerBee.find((row) => row.account === account);
      return balance ? new BigNumber(balance.stake as string).plus(balance.delegationsIn as string) : new BigNumber(0);
    };
    for (const witness of witnesses) {
      const total = approvals.filter((row) => row.to === witness.account).reduce((sum, row) => sum.plus(weightOf(row.from)), new BigNumber(0));
      expect(witness.approvalWeight).toEqual({ $numberDecimal: total.toFixed(5) });
    }
    for (const account of accounts) {
      expectShape(account, { account: 'string', approvals: 'number', approvalWeight: 'string', lastApproveBlock: 'number' });
      expect(account.approvals).toBe(approvals.filter((row) => row.from === account.account).length);
      expect(account.approvals as number).toBeLessThanOrEqual(30);
      expect(account.approvalWeight).toBe(weightOf(account.account).toFixed(5));
    }
  });

  it('has one dev account at the approval limit and leaves every other voter room for more', () => {
    const countOf = (account: unknown) => approvals.filter((row) => row.from === account).length;
    expect(countOf(ACCOUNT_AT_APPROVAL_LIMIT)).toBe(30);
    expect(witnesses.length).toBeGreaterThan(30);
    for (const account of accounts.filter((row) => row.account !== ACCOUNT_AT_APPROVAL_LIMIT)) expect(countOf(account.account)).toBeLessThan(30);
  });

  it('schedules the top enabled witnesses and keeps the params', () => {
    const schedules = rowsOf(seed, 'witnesses', 'schedules');
    expect(schedules).toHaveLength(21);
    const [params] = rowsOf(seed, 'witnesses', 'params');
    expect(params).toMatchObject({ _id: 1, witnessApproveExpireBlocks: 5_184_000, numberOfApprovalsPerAccount: 30, numberOfTopWitnesses: 20, numberOfWitnessSlots: 21, witnessSignaturesRequired: 14 });
    const enabled = witnesses.filter((row) => row.enabled).map((row) => row.account);
    for (const schedule of schedules) expect(enabled).toContain(schedule.witness);
  });
});
