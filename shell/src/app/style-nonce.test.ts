import { adoptPageStyleNonce } from './style-nonce';

function pageWithNonce(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  document.head.replaceChildren(meta);
}

describe('adoptPageStyleNonce', () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete window.__nonce__;
  });

  it('takes the nonce the server wrote into the page', () => {
    pageWithNonce('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    adoptPageStyleNonce();
    expect(window.__nonce__).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
  });

  it('leaves the placeholder of a page served without the substitution', () => {
    pageWithNonce('__CSP_NONCE__');
    adoptPageStyleNonce();
    expect(window.__nonce__).toBeUndefined();
  });
});
