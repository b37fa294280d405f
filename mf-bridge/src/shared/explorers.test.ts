import { chainTransactionUrl, hiveEngineTransactionUrl, tokenContractUrl } from './explorers';

const HASH = 'ab'.repeat(32);

describe('explorer links', () => {
  it('links another chain’s transaction to that chain’s explorer, only for an id of a transaction’s shape', () => {
    expect(chainTransactionUrl('btc', HASH)).toBe(`https://blockstream.info/tx/${HASH}`);
    expect(chainTransactionUrl('bsc', `0x${HASH}`)).toBe(`https://bscscan.com/tx/0x${HASH}`);
    expect(chainTransactionUrl('eth', 'javascript:alert(1)')).toBeNull();
    expect(chainTransactionUrl('ltc', `${HASH}/../../evil`)).toBeNull();
  });

  it('links token contracts on etherscan, bscscan and polygonscan, and nothing for a chain without contracts', () => {
    const address = '0xdac17f958d2ee523a2206206994597c13d831ec7';
    expect(tokenContractUrl('eth', address)).toBe(`https://etherscan.io/token/${address}`);
    expect(tokenContractUrl('bsc', address)).toBe(`https://bscscan.com/token/${address}`);
    expect(tokenContractUrl('polygon', address)).toBe(`https://polygonscan.com/token/${address}`);
    expect(tokenContractUrl('btc', address)).toBeNull();
    expect(tokenContractUrl('eth', '0xnot-an-address')).toBeNull();
  });

  it('links a Hive Engine transaction to the configured block explorer, encoded', () => {
    expect(hiveEngineTransactionUrl('https://he.example/', 'abc-0')).toBe('https://he.example/tx/abc-0');
    expect(hiveEngineTransactionUrl('https://he.example', 'a/b')).toBe('https://he.example/tx/a%2Fb');
    expect(hiveEngineTransactionUrl('javascript:alert(1)//', 'abc')).toBeNull();
    expect(hiveEngineTransactionUrl(undefined, 'abc')).toBeNull();
  });
});
