import { useData } from '@tdx/data';
import { useSettings } from '@tdx/settings';
import { Alert, Skeleton } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import { transferListsQuery } from '../api/get-transfer-options';
import { transferOptions, type TransferOption } from '../utils/transfer-options';

export const BRIDGE_DOWN_TEXT = 'The bridge service did not answer: only HIVE and the EVM tokens are offered right now.';

export interface TransferListsFrameProps {
  /** The form, once the coin list is known. */
  children: (options: TransferOption[]) => ReactNode;
}

/** Loads every bridge's coins for the form; says so when the converter did not answer (HIVE and the EVM coins stay offered). */
export function TransferListsFrame({ children }: TransferListsFrameProps) {
  const lists = useData(transferListsQuery, undefined);
  const { settings } = useSettings();
  if (!lists.data) return <Skeleton variant="rectangular" height={56} aria-label="Loading coins" />;
  return (
    <>
      {lists.data.bridgeFailed && <Alert severity="warning">{BRIDGE_DOWN_TEXT}</Alert>}
      {children(transferOptions(lists.data.pegged, lists.data.evm, settings))}
    </>
  );
}
