import BigNumber from 'bignumber.js';
import { expectShape, rowsOf, seedAtScaleOne, tableOf } from './test-support';

const seed = seedAtScaleOne();
const funds = rowsOf(seed, 'tokenfunds', 'funds');
const proposals = rowsOf(seed, 'tokenfunds', 'proposals');
const approvals = rowsOf(seed, 'tokenfunds', 'approvals');
const accounts = rowsOf(seed, 'tokenfunds', 'accounts');
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('tokenfunds contract', () => {
  it('has funds created by the pay token\'s issuer', () => {
    const issuers = new Map(rowsOf(seed, 'tokens', 'tokens').map((row) => [row.symbol, row.issuer]));
    for (const fund of funds) {
      expectShape(
        fund,
        { payToken: 'string', voteToken: 'string', voteThreshold: 'string', maxDays: 'string', maxAmountPerDay: 'string', active: 'boolean', creator: 'string', lastTickTime: 'number', id: 'string' },
        { proposalFee: 'object' },
      );
      expect(fund.id).toBe(`${fund.payToken}:${fund.voteToken}`);
      expect(fund.creator).toBe(issuers.get(fund.payToken));
    }
    expect(funds.some((fund) => !fund.active)).toBe(true);
  });

  it('has proposals with Decimal128 weights equal to their approvers\' weights', () => {
    expect(tableOf(seed, 'tokenfunds', 'proposals').spec.compoundIndexes).toEqual({ byApprovalWeight: ['fundId', 'approvalWeight'] });
    const weightOf = (account: unknown, symbol: string): string => {
      const entry = accounts.find((row) => row.account === account);
      return (entry?.weights as { symbol: string; weight: string }[]).find((weight) => weight.symbol === symbol)?.weight ?? '0';
    };
    for (const proposal of proposals) {
      expectShape(proposal, {
        _id: 'number', fundId: 'string', title: 'string', startDate: 'string', endDate: 'string', amountPerDay: 'string',
        authorPermlink: 'string', payout: 'object', creator: 'string', approvalWeight: 'decimal128', active: 'boolean',
      });
      expect(proposal.startDate).toMatch(ISO);
      expect(proposal.endDate).toMatch(ISO);
      expect(proposal.amountPerDay).toMatch(/^\d+$/);
      const voteToken = (proposal.fundId as string).split(':')[1];
      const total = approvals.filter((row) => row.to === proposal._id).reduce((sum, row) => sum.plus(weightOf(row.from, voteToken)), new BigNumber(0));
      expect(new BigNumber((proposal.approvalWeight as { $numberDecimal: string }).$numberDecimal).eq(total)).toBe(true);
    }
    expect(proposals.map((proposal) => proposal._id)).toEqual(proposals.map((_, index) => index + 1));
  });

  it('keeps the params', () => {
    expect(rowsOf(seed, 'tokenfunds', 'params')).toEqual([
      { dtfCreationFee: '1000', dtfUpdateFee: '300', dtfTickHours: '24', maxDtfsPerBlock: 40, maxAccountApprovals: 50, processQueryLimit: 1000 },
    ]);
  });
});
