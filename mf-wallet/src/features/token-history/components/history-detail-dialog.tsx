import { displayText, type Token } from '@tdx/contracts';
import { runtimeConfig } from '@tdx/settings';
import { Box, ChainText, Typography } from '@tdx/ui';
import { formatDateTime } from '@tdx/ui/extra';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';
import { explorerLinks } from '../utils/explorer-links';
import type { HistoryRow } from '../utils/history-row';
import { operationName, partyName } from '../utils/operation-names';
import { historyAmountText } from './history-amount-text';

export interface HistoryDetailDialogProps {
  row: HistoryRow | null;
  token: Pick<Token, 'symbol' | 'precision'>;
  onClose: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children === '' || children === null ? '—' : children}
      </Typography>
    </>
  );
}

/** A linked value when the explorer link is safe, plain text otherwise. */
function MaybeLink({ href, children }: { href: string | null; children: string }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

/** Everything one history row says, with transaction and block linked to the block explorer. */
export function HistoryDetailDialog({ row, token, onClose }: HistoryDetailDialogProps) {
  const links = explorerLinks(runtimeConfig().explorerUrl);
  return (
    <Dialog open={row !== null} onClose={onClose} aria-labelledby="history-detail-title" fullWidth maxWidth="sm">
      {row && (
        <>
          <DialogTitle id="history-detail-title">{operationName(row.operation)}</DialogTitle>
          <DialogContent>
            <Box component="dl" sx={{ m: 0 }}>
              <Field label="Operation">{row.operation}</Field>
              <Field label="Date">{formatDateTime(row.timestamp * 1000)}</Field>
              <Field label="Transaction ID">
                <MaybeLink href={links.transaction(row.transactionId)}>{row.transactionId}</MaybeLink>
              </Field>
              <Field label="Sidechain block">
                <MaybeLink href={links.block(row.blockNumber)}>{String(row.blockNumber)}</MaybeLink>
              </Field>
              <Field label="From">{partyName(row.from)}</Field>
              <Field label="To">{partyName(row.to)}</Field>
              <Field label="Amount">{historyAmountText(row, token)}</Field>
              <Field label="Memo">{typeof row.memo === 'string' && <ChainText>{displayText(row.memo)}</ChainText>}</Field>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
