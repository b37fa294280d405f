import { parseChainId, registrationMemo, sameAddress } from './evm-chain';

describe('evm-chain', () => {
  it('reads decimal and hex chain ids, refusing anything else', () => {
    expect(parseChainId('1')).toBe(1n);
    expect(parseChainId(56)).toBe(56n);
    expect(parseChainId('0x89')).toBe(137n);
    expect(parseChainId('')).toBeNull();
    expect(parseChainId('mainnet')).toBeNull();
    expect(parseChainId(undefined)).toBeNull();
  });

  it('writes the registration memo with the network’s address field', () => {
    expect(JSON.parse(registrationMemo('bsc_bridge', 'bsc', '0xabc', '0xsig'))).toEqual({ id: 'bsc_bridge', json: { bscAddress: '0xabc', signature: '0xsig' } });
    expect(JSON.parse(registrationMemo('ethereum_bridge', 'eth', '0xabc', '0xsig')).json).toHaveProperty('ethereumAddress', '0xabc');
  });

  it('compares addresses whatever their case', () => {
    expect(sameAddress('0xAbC', '0xabc')).toBe(true);
    expect(sameAddress('0xabc', '0xabd')).toBe(false);
  });
});
