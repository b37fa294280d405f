import { beeBalanceQuery, useCsvList } from '@tdx/controls';
import { useData } from '@tdx/data';
import { useMemo, useState } from 'react';
import { allNftDefinitionsQuery } from '../../../shared';
import { nftAirdropParamsQuery } from '../api/airdrop-params-query';
import { sendableInstancesQuery } from '../api/sendable-instances-query';
import { progressKey } from './airdrop-progress';
import { airdropFee, feeProblem, perAccountProblems, shortageProblem } from './airdrop-rules';

/** A list longer than this is not one airdrop's list (the contract takes at most 10,000 NFTs per transaction). */
export const MAX_RECIPIENTS = 10_000;

/** The form's fields, the reads they need, and what the contract would refuse. */
export function useAirdropInputs(account: string) {
  const [symbol, setSymbol] = useState('');
  const recipients = useCsvList({ precision: 0, maxRows: MAX_RECIPIENTS, defaultQuantity: '1' });
  const definitions = useData(allNftDefinitionsQuery, undefined);
  const params = useData(nftAirdropParamsQuery, undefined);
  const bee = useData(beeBalanceQuery, account);
  const sendable = useData(sendableInstancesQuery, symbol === '' ? null : { account, symbol });

  const { rows, total } = recipients.list;
  const fee = params.data ? airdropFee(total, params.data.feePerTransaction) : null;
  // The list as checked, one `account,count` per line: what the progress is stored under.
  const canonicalList = useMemo(() => rows.map((row) => `${row.account},${row.quantity}`).join('\n'), [rows]);
  const storageKey = progressKey(account, symbol, canonicalList);

  const problems = [
    ...(params.data ? perAccountProblems(rows, params.data) : []),
    ...(sendable.data && symbol !== '' ? [shortageProblem(total, sendable.data.length, symbol)] : []),
    ...(fee !== null && bee.data !== undefined ? [feeProblem(fee, bee.data)] : []),
  ].filter((problem): problem is string => problem !== null);

  return { symbol, setSymbol, recipients, definitions, params, bee, sendable, fee, problems, storageKey, canonicalList };
}

export type AirdropInputs = ReturnType<typeof useAirdropInputs>;
