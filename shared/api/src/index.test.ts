import * as api from '@tdx/api';
import * as core from '@tdx/api/core';

describe('@tdx/api and its start-up part @tdx/api/core', () => {
  it('share one environment and one set of start-up clients', () => {
    expect(api.configureApi).toBe(core.configureApi);
    expect(api.mainApi).toBe(core.mainApi);
    expect(api.priceApi).toBe(core.priceApi);
    expect(api.ApiError).toBe(core.ApiError);
    expect(api.TransportError).toBe(core.TransportError);
  });

  it('keeps the chain clients out of the start-up part', () => {
    expect(api.sidechain).toBeDefined();
    expect(Object.keys(core)).not.toEqual(expect.arrayContaining(['sidechain']));
    expect(Object.keys(core)).not.toEqual(expect.arrayContaining(['hive']));
  });
});
