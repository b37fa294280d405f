/**
 * What one minute of the earlier front end's trade-page polling costs on the devnet's data: the
 * request set `../shared/reference/performance-baseline.md` §3 captured every 60 s (both books of
 * 1,000 rows, the token record, the metrics, 30 trades and the whole daily OHLCV series), replayed
 * here so our polling can be compared on the same chain. Bytes are response bodies as served.
 */
const BASELINE_BOOK_LIMIT = 1000;
const BASELINE_TRADES_LIMIT = 30;

interface Replay {
  url: string;
  body?: unknown;
}

function contractsCall(sidechainUrl: string, method: string, params: Record<string, unknown>): Replay {
  return { url: `${sidechainUrl}/contracts`, body: { jsonrpc: '2.0', id: Date.now(), method, params } };
}

function baselineMinute(symbol: string, sidechainUrl: string, infoUrl: string): Replay[] {
  const find = (contract: string, table: string, query: object, limit: number, indexes: object[] = []) =>
    contractsCall(sidechainUrl, 'find', { contract, table, query, limit, offset: 0, indexes });
  return [
    find('market', 'buyBook', { symbol }, BASELINE_BOOK_LIMIT, [{ index: 'priceDec', descending: true }]),
    find('market', 'sellBook', { symbol }, BASELINE_BOOK_LIMIT, [{ index: 'priceDec', descending: false }]),
    find('tokens', 'tokens', { symbol }, BASELINE_BOOK_LIMIT),
    contractsCall(sidechainUrl, 'findOne', { contract: 'market', table: 'metrics', query: { symbol } }),
    find('market', 'tradesHistory', { symbol }, BASELINE_TRADES_LIMIT, [{ index: '_id', descending: true }]),
    { url: `${infoUrl}/market/ohlcv?symbol=${encodeURIComponent(symbol)}&interval=daily` },
  ];
}

async function responseBytes({ url, body }: Replay): Promise<number> {
  const response = await fetch(url, body === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** Requests and response bytes of one baseline polling minute for `symbol`. */
export async function baselinePollingMinute(symbol: string, sidechainUrl: string, infoUrl: string): Promise<{ requests: number; bytes: number }> {
  const replays = baselineMinute(symbol, sidechainUrl, infoUrl);
  const sizes = await Promise.all(replays.map(responseBytes));
  return { requests: replays.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
