import type { RuntimeConfig } from '@tdx/contracts';
import { provideRuntimeConfig } from '@tdx/settings';
import { proxiedImageUrl } from './image-proxy';

describe('proxiedImageUrl', () => {
  it('sends an outside image through the image proxy and keeps one already on it', () => {
    provideRuntimeConfig({ imageHost: 'https://images.hive.blog/' } as RuntimeConfig);
    expect(proxiedImageUrl('https://cdn.example/BEE.png')).toBe('https://images.hive.blog/0x0/https://cdn.example/BEE.png');
    expect(proxiedImageUrl('https://images.hive.blog/0x0/https://cdn.example/a.png')).toBe('https://images.hive.blog/0x0/https://cdn.example/a.png');
    expect(proxiedImageUrl(null)).toBeNull();
  });
});
