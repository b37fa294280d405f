import { bridgeApi } from '@tdx/api';
import type { BridgeTransfer } from '@tdx/contracts';
import { findDepositTransfer } from './find-deposit-transfer';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), bridgeApi: { getTransfers: jest.fn() } }));
const getTransfers = bridgeApi.getTransfers as jest.Mock;

const HASH = `0x${'Ab'.repeat(32)}`;
const deposit = (id: string, sourceTxId: string | null) => ({ id, direction: 'deposit', sourceTxId }) as BridgeTransfer;

afterEach(() => jest.resetAllMocks());

describe('findDepositTransfer', () => {
  it('asks again until the bridge lists the deposit of that transaction (any letter case), through a failed read', async () => {
    getTransfers
      .mockResolvedValueOnce({ total: 1, transfers: [deposit('d-old', `0x${'12'.repeat(32)}`)] })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ total: 2, transfers: [deposit('d-new', HASH.toLowerCase()), deposit('d-old', `0x${'12'.repeat(32)}`)] });
    await expect(findDepositTransfer('alice', 'eth', HASH, 1)).resolves.toBe('d-new');
    expect(getTransfers).toHaveBeenCalledTimes(3);
    expect(getTransfers).toHaveBeenCalledWith({ account: 'alice', chain: 'eth', direction: 'deposit', limit: 20 });
  });

  it('gives up with null when the bridge never lists it', async () => {
    getTransfers.mockResolvedValue({ total: 0, transfers: [] });
    await expect(findDepositTransfer('alice', 'bsc', HASH, 1)).resolves.toBeNull();
    expect(getTransfers).toHaveBeenCalledTimes(10);
  });
});
