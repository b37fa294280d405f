import { setRuntimeConfig } from './config-state';
import { DEFAULT_EXTERNAL_LINKS, externalLinks } from './external-links';
import { TEST_CONFIG } from './testing/test-config';

describe('externalLinks', () => {
  it('uses the built-in addresses when the config names none', () => {
    setRuntimeConfig(TEST_CONFIG);
    expect(externalLinks()).toEqual(DEFAULT_EXTERNAL_LINKS);
  });

  it('takes each address the config names and keeps the defaults for the others', () => {
    setRuntimeConfig({ ...TEST_CONFIG, links: { discord: 'https://chat.example/devnet', supportCenter: 'http://localhost:3900/support' } });
    expect(externalLinks()).toEqual({
      ...DEFAULT_EXTERNAL_LINKS,
      discord: 'https://chat.example/devnet',
      supportCenter: 'http://localhost:3900/support',
    });
  });
});
