import { evmTransactionUrl, parseChainId, registrationMemo, sameAddress } from './evm-chain';

const HASH = `0x${'ab'.repeat(32)}`;

describe('evm-chain', () => {
  it('links a transaction hash to the chain’s explorer and nothing else', () => {
    expect(evmTransactionUrl('eth', HASH)).toBe(`https://etherscan.io/tx/${HASH}`);
    expect(evmTransactionUrl('bsc', HASH)).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(evmTransactionUrl('polygon', HASH)).toBe(`https://polygonscan.com/tx/${HASH}`);
    expect(evmTransactionUrl('eth', '0x12')).toBeNull();
    expect(evmTransactionUrl('eth', `${HASH}/../../evil`)).toBeNull();
  });

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
