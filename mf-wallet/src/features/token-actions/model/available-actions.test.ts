import BigNumber from 'bignumber.js';
import type { Balance, Token } from '@tdx/contracts';
import type { WalletRow } from '../../../shared';
import { availableActions } from './available-actions';

function row(tokenFields: Partial<Token>, balanceFields: Partial<Balance>, stake: { available?: string; pending?: string } = {}, issuedByAccount = false): WalletRow {
  return {
    symbol: 'AAA',
    token: { symbol: 'AAA', precision: 3, maxSupply: '100', supply: '50', issuer: 'x', ...tokenFields } as Token,
    balance: { account: 'bob', symbol: 'AAA', balance: '0', stake: '0', pendingUnstake: '0', delegationsIn: '0', delegationsOut: '0', pendingUndelegations: '0', ...balanceFields },
    stake: { available: new BigNumber(stake.available ?? 0), locked: new BigNumber(0), pendingUnstake: new BigNumber(stake.pending ?? 0) },
    deprecated: false,
    issuedByAccount,
  };
}

describe('availableActions', () => {
  it('offers only transfer for a liquid token without staking', () => {
    expect(availableActions(row({}, { balance: '1' }))).toEqual(['transfer']);
    expect(availableActions(row({}, {}))).toEqual([]);
  });

  it('offers stake actions from what is liquid, staked, unstaking and delegated', () => {
    const staking = { stakingEnabled: true, delegationEnabled: true };
    expect(availableActions(row(staking, { balance: '1', delegationsOut: '2' }, { available: '3', pending: '1' }))).toEqual([
      'transfer',
      'stake',
      'unstake',
      'cancelUnstake',
      'delegate',
      'undelegate',
    ]);
    // stake fully locked by pending unstakes: nothing to unstake or delegate
    expect(availableActions(row(staking, {}, { available: '0', pending: '1' }))).toEqual(['cancelUnstake']);
  });

  it('adds the issuer tools that still apply', () => {
    expect(availableActions(row({}, {}, {}, true))).toEqual(['issue', 'enableStaking', 'transferOwnership', 'editMetadata', 'raisePrecision']);
    expect(availableActions(row({ stakingEnabled: true, supply: '100', precision: 8 }, {}, {}, true))).toEqual(['enableDelegation', 'transferOwnership', 'editMetadata']);
  });
});
