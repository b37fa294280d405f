import type { LifeCycles } from 'single-spa';
import { evictParcel, preloadParcel, releaseParcel, takeParcel } from './parcel-preload';

jest.mock('./parcel-loader', () => ({ loadParcel: jest.fn(), evictRemote: jest.fn() }));

const { loadParcel, evictRemote } = jest.requireMock('./parcel-loader') as { loadParcel: jest.Mock; evictRemote: jest.Mock };

const parcel = (name: string) => ({ name }) as unknown as LifeCycles;

beforeEach(() => {
  loadParcel.mockReset();
  evictRemote.mockReset();
});

describe('parcel preloading', () => {
  it('hands the preloaded parcel to the first take only, then loads afresh', async () => {
    loadParcel.mockResolvedValueOnce(parcel('preloaded')).mockResolvedValueOnce(parcel('fresh'));
    preloadParcel('mf_trade');
    preloadParcel('mf_trade');
    expect(loadParcel).toHaveBeenCalledTimes(1);
    await expect(takeParcel('mf_trade')).resolves.toEqual(parcel('preloaded'));
    await expect(takeParcel('mf_trade')).resolves.toEqual(parcel('fresh'));
    expect(loadParcel).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed preload for the outlet to report, without an unhandled rejection', async () => {
    loadParcel.mockRejectedValueOnce(new Error('remote down'));
    preloadParcel('mf_swap');
    await expect(takeParcel('mf_swap')).rejects.toThrow('remote down');
  });

  it('forgets a preload when the remote is evicted, so a retry fetches it again', async () => {
    loadParcel.mockResolvedValueOnce(parcel('stale')).mockResolvedValueOnce(parcel('retried'));
    preloadParcel('mf_wallet');
    evictParcel('mf_wallet');
    expect(evictRemote).toHaveBeenCalledWith('mf_wallet');
    await expect(takeParcel('mf_wallet')).resolves.toEqual(parcel('retried'));
  });

  it('drops a preload nobody took when released, so the next visit loads afresh', async () => {
    loadParcel.mockResolvedValueOnce(parcel('untaken')).mockResolvedValueOnce(parcel('next visit'));
    preloadParcel('mf_trade');
    releaseParcel('mf_trade');
    await expect(takeParcel('mf_trade')).resolves.toEqual(parcel('next visit'));
    expect(evictRemote).not.toHaveBeenCalled();
  });
});
