import { useLocation } from '@tdx/router';
import { NftDefinitionPage } from './nft-definition-page';
import { NftListPage } from './nft-list-page';

/** /nfts: every definition, or one definition's page with `?symbol=`. */
export function NftsPage() {
  const symbol = new URLSearchParams(useLocation().search).get('symbol');
  return symbol ? <NftDefinitionPage key={symbol} symbol={symbol} /> : <NftListPage />;
}
