import { privateKeyToAccount } from 'viem/accounts';
import type { HiveTransfer } from '../../devnet';
import { registrationOf, type BridgeIdentity } from './evm-addresses';

const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const BRIDGES: BridgeIdentity[] = [
  { chain: 'eth', account: 'eth-bridge', id: 'ethereum_bridge' },
  { chain: 'bsc', account: 'bsc-bridge', id: 'bsc_bridge' },
];

async function transfer(overrides: Partial<HiveTransfer> = {}, json?: Record<string, unknown>): Promise<HiveTransfer> {
  const signature = await signer.signMessage({ message: 'carol' });
  const memo = JSON.stringify({ id: 'ethereum_bridge', json: json ?? { ethereumAddress: signer.address.toLowerCase(), signature } });
  return { from: 'carol', to: 'eth-bridge', amount: '0.001 HIVE', memo, txId: 'tx1', ...overrides };
}

describe('registrationOf', () => {
  it('registers the checksummed address whose signature of the sender recovers to it', async () => {
    expect(await registrationOf(await transfer(), BRIDGES)).toEqual({ chain: 'eth', account: 'carol', address: signer.address });
  });

  it('reads the field of the bridge’s own network', async () => {
    const signature = await signer.signMessage({ message: 'carol' });
    const bsc = await transfer({ to: 'bsc-bridge', memo: JSON.stringify({ id: 'bsc_bridge', json: { bscAddress: signer.address, signature } }) });
    expect(await registrationOf(bsc, BRIDGES)).toMatchObject({ chain: 'bsc', address: signer.address });
    const wrongField = await transfer({ to: 'bsc-bridge', memo: JSON.stringify({ id: 'bsc_bridge', json: { ethereumAddress: signer.address, signature } }) });
    expect(await registrationOf(wrongField, BRIDGES)).toBeNull();
  });

  it('ignores a signature by another key, another sender, or a signature of another text', async () => {
    const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
    expect(await registrationOf(await transfer({}, { ethereumAddress: other.address, signature: await signer.signMessage({ message: 'carol' }) }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({ from: 'dave' }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({}, { ethereumAddress: signer.address, signature: await signer.signMessage({ message: 'x' }) }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({}, { ethereumAddress: signer.address, signature: '0x1234' }), BRIDGES)).toBeNull();
  });

  it('ignores too small amounts, HBD, other recipients, other memo ids and memos that are not JSON', async () => {
    expect(await registrationOf(await transfer({ amount: '0.000 HIVE' }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({ amount: '1.000 HBD' }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({ to: 'bob' }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({ to: 'bsc-bridge' }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({ memo: 'hello' }), BRIDGES)).toBeNull();
    expect(await registrationOf(await transfer({ memo: 'null' }), BRIDGES)).toBeNull();
  });
});
