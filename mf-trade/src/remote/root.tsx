import { REMOTES, type ParcelProps } from '@tdx/contracts';
import { AreaRouter, ParcelRoot } from '@tdx/ui/parcel';
import { TRADE_ROUTES } from './routes';

/**
 * The parcel's React root: the area's router under `basePath`, without MUI's theme. The market's
 * first paint is styled by static stylesheets; its MUI parts (forms, dialogs, open orders) bring
 * the theme when they load (`lazyThemed`).
 */
export default function Root({ basePath }: ParcelProps) {
  return (
    <ParcelRoot>
      <AreaRouter area={REMOTES.mf_trade.area} basePath={basePath} routes={TRADE_ROUTES} />
    </ParcelRoot>
  );
}
