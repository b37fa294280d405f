import { renderHook } from '@testing-library/react';
import { useToastRoot } from './toast-root';

describe('useToastRoot', () => {
  it('lives directly under body while mounted and never stays aria-hidden', async () => {
    const { result, unmount } = renderHook(() => useToastRoot());
    expect(result.current.parentElement).toBe(document.body);
    result.current.setAttribute('aria-hidden', 'true');
    await Promise.resolve();
    expect(result.current.hasAttribute('aria-hidden')).toBe(false);
    unmount();
    expect(document.getElementById('toasts')).toBeNull();
  });
});
