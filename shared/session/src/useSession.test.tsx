import { act, renderHook } from '@testing-library/react';
import { setUser } from './store';
import { useSession } from './useSession';

describe('useSession', () => {
  it('follows the user and derives the flags', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ user: null, isLoggedIn: false, isAdmin: false });
    act(() => setUser({ username: 'root', scope: ['admin'] }));
    expect(result.current).toEqual({ user: { username: 'root', scope: ['admin'] }, isLoggedIn: true, isAdmin: true });
    act(() => setUser(null));
    expect(result.current.isLoggedIn).toBe(false);
  });
});
