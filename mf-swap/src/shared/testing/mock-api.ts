/** `@tdx/api` with the swap area's clients mocked (see `chain-fixture.ts`); kept free of imports so a `jest.mock` factory can load it. */
export function mockedApi() {
  return {
    ...jest.requireActual('@tdx/api'),
    sidechain: { findAll: jest.fn(), findOne: jest.fn() },
    queries: { getTokens: jest.fn(), getToken: jest.fn(), getBalances: jest.fn(), getMetrics: jest.fn() },
    historyApi: { accountHistory: jest.fn() },
  };
}
