import type { Settings } from '@tdx/contracts';
import { setSettings } from './store';
import { isDeprecated, isDisabled, selectableTokens, visibleTokens } from './token-filters';

const tokens = [{ symbol: 'BEE' }, { symbol: 'OLD' }, { symbol: 'GONE' }];

describe('token filters', () => {
  it('keep everything before settings arrive', () => {
    expect(isDisabled('GONE')).toBe(false);
    expect(selectableTokens(tokens)).toEqual(tokens);
  });

  it('drop disabled tokens everywhere and deprecated ones from selections', () => {
    setSettings({ deprecated_tokens: ['OLD'], disabled_tokens: ['GONE'] } as Settings);
    expect([isDeprecated('OLD'), isDeprecated('BEE'), isDisabled('GONE')]).toEqual([true, false, true]);
    expect(visibleTokens(tokens)).toEqual([{ symbol: 'BEE' }, { symbol: 'OLD' }]);
    expect(selectableTokens(tokens)).toEqual([{ symbol: 'BEE' }]);
  });

  it('follow the settings they are given over the current ones', () => {
    setSettings({ deprecated_tokens: ['OLD'], disabled_tokens: ['GONE'] } as Settings);
    const other = { deprecated_tokens: ['BEE'], disabled_tokens: [] as string[] } as Settings;
    expect(selectableTokens(tokens, other)).toEqual([{ symbol: 'OLD' }, { symbol: 'GONE' }]);
    expect(selectableTokens(tokens, null)).toEqual(tokens);
  });
});
