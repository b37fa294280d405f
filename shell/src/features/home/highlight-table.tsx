import { paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { Box, Typography } from '@tdx/ui';
import type BigNumber from 'bignumber.js';
import { useId } from 'react';
import { formatChange, formatHivePrice, formatUsdValue, formatVolume } from './highlight-format';
import type { Highlight } from './highlights';
import { HEADER_ROW_PX, HIGHLIGHT_ROW_PX, PANEL_TITLE_PX } from './highlights-layout';

const TABLE_SX = {
  width: '100%',
  // Separate borders sit inside the rows, so the table is exactly as tall as the placeholder.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { px: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'right' },
  '& th:first-of-type, & td:first-of-type': { textAlign: 'left', pl: 0 },
  '& th': { typography: 'caption', fontWeight: 600, color: 'text.secondary' },
  '& thead tr': { height: HEADER_ROW_PX },
  '& tbody tr': { height: HIGHLIGHT_ROW_PX },
} as const;

function changeColour(change: BigNumber): string {
  if (change.isGreaterThan(0)) return 'success.main';
  return change.isLessThan(0) ? 'error.main' : 'text.primary';
}

function HighlightRow({ row, hivePrice }: { row: Highlight; hivePrice: number | null }) {
  return (
    <tr>
      <td>
        <Typography component={RouterLink} to={paths.trade.href(row.symbol)} sx={{ fontWeight: 600, color: 'text.primary' }}>
          {row.symbol}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary">
          vol. {formatVolume(row.volume)}
        </Typography>
      </td>
      <td>
        <Typography variant="body2">{formatHivePrice(row.lastPrice)}</Typography>
        <Typography variant="caption" component="div" color="text.secondary">
          {formatUsdValue(row.lastPrice, hivePrice)}
        </Typography>
      </td>
      <td>
        <Typography variant="body2" sx={{ color: changeColour(row.change), fontWeight: 600 }}>
          {formatChange(row.change)}
        </Typography>
      </td>
    </tr>
  );
}

/** One highlights panel: a titled table of tokens with price, USD value and 24 h change. */
export function HighlightTable({ title, rows, hivePrice }: { title: string; rows: readonly Highlight[]; hivePrice: number | null }) {
  const titleId = useId();
  return (
    <Box>
      <Typography id={titleId} variant="h6" component="h3" sx={{ height: PANEL_TITLE_PX }}>
        {title}
      </Typography>
      <Box component="table" aria-labelledby={titleId} sx={TABLE_SX}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Price (HIVE)</th>
            <th scope="col">24 h</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3}>No token has traded in the last 24 hours.</td>
            </tr>
          ) : (
            rows.map((row) => <HighlightRow key={row.symbol} row={row} hivePrice={hivePrice} />)
          )}
        </tbody>
      </Box>
    </Box>
  );
}
