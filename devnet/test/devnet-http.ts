import type { KeychainRequest, KeychainResponse } from '../src/keychain/keychain-types';

export interface HttpAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read freely in tests
  body: any;
}

/** A client of a running devnet that only speaks HTTP, as the site and the e2e suite do. */
export class DevnetHttp {
  private nextId = 1;

  constructor(private readonly baseUrl: string) {}

  /** `body` as a string is sent verbatim (malformed JSON tests); anything else as JSON. */
  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      init.headers = { 'content-type': 'application/json', ...headers };
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(this.baseUrl + path, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer> {
    return this.send('POST', path, body ?? {}, headers);
  }

  get(path: string): Promise<HttpAnswer> {
    return this.send('GET', path);
  }

  /** One namespaced sidechain call (`contracts.find`, `blockchain.getTransactionInfo` …); the whole envelope. */
  async sidechainCall(method: string, params: Record<string, unknown>, node = 0): Promise<HttpAnswer> {
    return this.post(`/sidechain/${node}/`, { jsonrpc: '2.0', id: this.nextId++, method, params });
  }

  /** The `result` of a sidechain call; throws on a JSON-RPC error. */
  async sidechain(method: string, params: Record<string, unknown>): Promise<HttpAnswer['body']> {
    const { body } = await this.sidechainCall(method, params);
    if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
    return body.result;
  }

  async find(contract: string, table: string, query: Record<string, unknown>, limit = 1000): Promise<Record<string, unknown>[] | null> {
    return this.sidechain('contracts.find', { contract, table, query, limit });
  }

  async balance(account: string, symbol: string): Promise<string> {
    const [row] = (await this.find('tokens', 'balances', { account, symbol })) ?? [];
    return row ? String(row.balance) : '0';
  }

  /** A request through the Keychain emulator, already confirmed (as if Approve was clicked). */
  async keychain(request: KeychainRequest): Promise<KeychainResponse> {
    const { status, body } = await this.post('/keychain/request', { request, confirmed: true });
    if (status !== 200 || body.kind !== 'response') throw new Error(`keychain answered ${status} ${JSON.stringify(body)}`);
    return body.response;
  }

  /** Signs and broadcasts a sidechain action with the account's active key, as the site does through Keychain. */
  async broadcastAction(account: string, contractName: string, contractAction: string, contractPayload: Record<string, unknown>): Promise<string> {
    const response = await this.keychain({
      type: 'custom',
      username: account,
      id: 'ssc-mainnet-hive',
      method: 'Active',
      json: JSON.stringify({ contractName, contractAction, contractPayload }),
      display_msg: `${contractName}.${contractAction}`,
    });
    if (!response.success) throw new Error(`broadcast refused: ${response.message}`);
    return (response.result as { id: string }).id;
  }
}
