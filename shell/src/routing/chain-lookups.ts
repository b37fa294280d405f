/**
 * Chain facts the tradable-token and supported-NFT guards need, fetched once per value and kept
 * for the page's life (a failed lookup is forgotten so the next visit asks again). The chain clients
 * load on the first lookup: the first page does not need them.
 */
const chainApi = () => import(/* webpackChunkName: "chain-api" */ '@tdx/api');

const tokenLookups = new Map<string, Promise<boolean>>();
let supportedNftsLookup: Promise<readonly string[]> | null = null;

function forgetOnFailure<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

export function tokenExists(symbol: string): Promise<boolean> {
  let lookup = tokenLookups.get(symbol);
  if (!lookup) {
    lookup = forgetOnFailure(
      chainApi()
        .then(({ queries }) => queries.getToken(symbol))
        .then((row) => row !== null),
      () => tokenLookups.delete(symbol),
    );
    tokenLookups.set(symbol, lookup);
  }
  return lookup;
}

export function supportedNfts(): Promise<readonly string[]> {
  supportedNftsLookup ??= forgetOnFailure(
    chainApi()
      .then(({ mainApi }) => mainApi.getOpenHiveSettings())
      .then((settings) => (Array.isArray(settings?.supported_nfts) ? settings.supported_nfts : [])),
    () => {
      console.error('Failed to fetch openhive settings');
      supportedNftsLookup = null;
    },
  );
  return supportedNftsLookup;
}
