import { hostShares } from '@tdx/config/shared-dependencies';
import { HOST_SHARE_LOADERS, hostShared } from './host-shares';

type Factory = () => unknown;
type Getter = () => Promise<Factory>;

describe('host shares', () => {
  it("has a copy of every module in the shared table, and of nothing else", () => {
    expect(Object.keys(HOST_SHARE_LOADERS).sort()).toEqual(Object.keys(hostShares()).sort());
  });

  it("registers each with the table's version and rules, served by the shell's own module", async () => {
    const shared = hostShared({ '@tdx/contracts': { version: '0.1.0', singleton: true, requiredVersion: '^0.1.0', strictVersion: false } });
    expect(shared['@tdx/contracts']).toEqual({
      version: '0.1.0',
      shareConfig: { singleton: true, requiredVersion: '^0.1.0', strictVersion: false },
      get: expect.any(Function),
    });
    const factory = await ((shared['@tdx/contracts'] as { get: Getter }).get)();
    expect(factory()).toBe(await import('@tdx/contracts'));
  });

  it('refuses a shared module it has no copy of', () => {
    expect(() => hostShared({ leftpad: { version: '1.0.0', singleton: true, requiredVersion: '^1.0.0', strictVersion: false } })).toThrow(
      'The shell has no copy of the shared module leftpad',
    );
  });
});
