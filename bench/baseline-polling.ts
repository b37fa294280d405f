/**
 * What one minute of the earlier front end's trade-page polling costs on the devnet's data: the
 * request set it was measured sending every 60 s (both books of
 * 1,000 rows, the token record, the metrics, 30 trades and the whole daily OHLCV series), replayed
 * here so our polling can be compared on the same chain. Bytes are response bodies as transferred
 * to a client that accepts brotli and gzip (as browsers do), and decoded.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

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

interface BodySizes {
  transferred: number;
  decoded: number;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
}

/** node:http rather than fetch, which decodes bodies and hides their transferred size. */
function responseBytes({ url, body }: Replay): Promise<BodySizes> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { 'accept-encoding': 'br, gzip', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: payload === undefined ? 'GET' : 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if ((response.statusCode ?? 500) >= 400) return reject(new Error(`${url} answered ${response.statusCode}`));
        const raw = Buffer.concat(chunks);
        resolve({ transferred: raw.byteLength, decoded: decode(raw, response.headers['content-encoding']).byteLength });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Requests and response bytes (transferred and decoded) of one baseline polling minute for `symbol`. */
export async function baselinePollingMinute(
  symbol: string,
  sidechainUrl: string,
  infoUrl: string,
): Promise<{ requests: number; bytes: number; decodedBytes: number }> {
  const replays = baselineMinute(symbol, sidechainUrl, infoUrl);
  const sizes = await Promise.all(replays.map(responseBytes));
  const sum = (pick: (size: BodySizes) => number) => sizes.reduce((total, size) => total + pick(size), 0);
  return { requests: replays.length, bytes: sum((size) => size.transferred), decodedBytes: sum((size) => size.decoded) };
}
