import { validateRequest } from './validate-request';

describe('validateRequest', () => {
  it('accepts a transfer with exactly 3 decimals', () => {
    const request = { type: 'transfer', username: 'alice', to: 'bob', amount: '1.000', memo: 'hi', currency: 'HIVE' };
    expect(validateRequest(request)).toEqual({ ok: true, request: { ...request, enforce: false } });
  });

  it.each(['1', '1.0', '1.0000', '1,000', '-1.000', '.500'])('refuses transfer amount %s with Keychain’s message', (amount) => {
    expect(validateRequest({ type: 'transfer', username: 'alice', to: 'bob', amount, memo: '', currency: 'HIVE' })).toEqual({
      ok: false,
      message: 'Amount requires a string with 3 decimals',
    });
  });

  it('accepts key names in any case and defaults custom JSON to Posting', () => {
    const signBuffer = validateRequest({ type: 'signBuffer', username: 'alice', message: 'alice123', method: 'posting' });
    expect(signBuffer.ok && signBuffer.request).toMatchObject({ method: 'Posting' });
    const custom = validateRequest({ type: 'custom', username: 'alice', id: 'ssc-mainnet-hive', json: '{}', display_msg: 'x' });
    expect(custom.ok && custom.request).toMatchObject({ method: 'Posting' });
  });

  it.each([
    [{ type: 'custom', username: 'alice', id: 'x', json: { a: 1 }, method: 'Active' }, '"json" must be a string'],
    [{ type: 'custom', username: 'alice', id: 'x', json: '{', method: 'Active' }, '"json" must be valid JSON'],
    [{ type: 'custom', username: 'alice', id: 'x', json: '{}', method: 'Memo' }, '"method" must be one of [Posting, Active]'],
    [{ type: 'signBuffer', username: 'alice', message: '', method: 'Posting' }, '"message" is required'],
    [{ type: 'signBuffer', username: 'alice', message: 'm', method: 'Owner' }, '"method" must be one of [Posting, Active, Memo]'],
    [{ type: 'broadcast', username: 'alice', operations: [['vote']], method: 'Posting' }, '"operations" must be an array of [name, body] operations'],
    [{ type: 'transfer', username: 'alice', to: 'bob', amount: '1.000', currency: 'BTC' }, '"currency" must be one of [HIVE, HBD]'],
    [{ type: 'signTx', username: 'alice' }, '"type" is not supported'],
    [{ type: 'signBuffer', message: 'm', method: 'Posting' }, '"username" is required'],
  ])('refuses %j', (request, message) => {
    expect(validateRequest(request)).toEqual({ ok: false, message });
  });
});
