import { TokenPickerDialog } from '@tdx/controls';
import { paths } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { tradableTokensQuery } from '../api/tradable-tokens-query';

const noMatchText = (search: string) => `No tradable token matches “${search}”.`;

/** The market selector's dialog (this module loads when the selector is first opened); the token list is read while it is open. */
export default function TokenSelectorDialog({ current, open, onClose }: { current: string; open: boolean; onClose: () => void }) {
  const tokens = useData(tradableTokensQuery, open ? undefined : null);
  return (
    <TokenPickerDialog
      open={open}
      onClose={onClose}
      title={`Choose a market (now ${current})`}
      tokens={tokens}
      optionHref={(token) => paths.trade.href(token.symbol)}
      selected={current}
      listLabel="Tradable tokens"
      noMatchText={noMatchText}
    />
  );
}
