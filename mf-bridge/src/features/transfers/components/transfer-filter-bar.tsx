import type { BridgeChain } from '@tdx/contracts';
import { Stack } from '@tdx/ui';
import { Button, MenuItem, TextField } from '@tdx/ui/overlay';
import { useEffect, useState, type FormEvent } from 'react';
import { BRIDGE_CHAINS, CHAIN_NAMES, DIRECTION_NAMES, STATUS_NAMES } from '../../../shared';
import { DIRECTIONS, hasFilters, NO_FILTERS, normaliseAccount, normaliseCoin, STATUSES, type TransferFilters } from '../model/transfer-filters';

export interface TransferFilterBarProps {
  filters: TransferFilters;
  onChange: (filters: TransferFilters) => void;
}

/** Account and coin (applied on Enter, Apply or leaving the field), chain, direction and status (applied at once). */
export function TransferFilterBar({ filters, onChange }: TransferFilterBarProps) {
  const [account, setAccount] = useState(filters.account);
  const [coin, setCoin] = useState(filters.coin);
  useEffect(() => {
    setAccount(filters.account);
    setCoin(filters.coin);
  }, [filters.account, filters.coin]);

  const applyText = () => {
    const next = { ...filters, account: normaliseAccount(account), coin: normaliseCoin(coin) };
    if (next.account !== filters.account || next.coin !== filters.coin) onChange(next);
    else {
      setAccount(filters.account);
      setCoin(filters.coin);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyText();
  };
  const select = <K extends 'chain' | 'direction' | 'status'>(key: K, value: string) => onChange({ ...filters, [key]: value });

  return (
    <Stack component="form" role="search" aria-label="Filter transfers" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      <TextField label="Account" size="small" value={account} onChange={(event) => setAccount(event.target.value)} onBlur={applyText} slotProps={{ htmlInput: { maxLength: 17, autoComplete: 'off', spellCheck: false } }} />
      <TextField label="Coin" size="small" value={coin} onChange={(event) => setCoin(event.target.value)} onBlur={applyText} placeholder="BTC or SWAP.BTC" slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off', spellCheck: false } }} />
      <TextField select label="Chain" size="small" value={filters.chain} onChange={(event) => select('chain', event.target.value)} sx={{ minWidth: 170 }}>
        <MenuItem value="">Any chain</MenuItem>
        {BRIDGE_CHAINS.map((chain: BridgeChain) => (
          <MenuItem key={chain} value={chain}>
            {CHAIN_NAMES[chain]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Direction" size="small" value={filters.direction} onChange={(event) => select('direction', event.target.value)} sx={{ minWidth: 150 }}>
        <MenuItem value="">Both directions</MenuItem>
        {DIRECTIONS.map((direction) => (
          <MenuItem key={direction} value={direction}>
            {DIRECTION_NAMES[direction]}s
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" size="small" value={filters.status} onChange={(event) => select('status', event.target.value)} sx={{ minWidth: 140 }}>
        <MenuItem value="">Any status</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_NAMES[status]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" size="small">
          Apply
        </Button>
        {hasFilters(filters) && (
          <Button size="small" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
