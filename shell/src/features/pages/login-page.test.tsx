import { act, render, screen } from '@testing-library/react';
import { events$ } from '@tdx/event-bus';
import { user$ } from '@tdx/session';
import type { Subscription } from 'rxjs';
import type { AppEvent } from '@tdx/contracts';
import { sessionRestoring$ } from '../../app/session-restore';
import LoginPage from './login-page';

let seen: AppEvent[];
let subscription: Subscription;
beforeEach(() => {
  seen = [];
  subscription = events$.subscribe((event) => seen.push(event));
});
afterEach(() => {
  subscription.unsubscribe();
  act(() => {
    user$.next(null);
    sessionRestoring$.next(true);
  });
});

const modalOpenings = () => seen.filter((event) => event.type === 'open-modal').length;

describe('LoginPage', () => {
  it('waits for a saved session, then names the user without opening the login modal', () => {
    render(<LoginPage />);
    expect(screen.getByText('Checking your saved session…')).toBeInTheDocument();
    act(() => {
      user$.next({ username: 'bob', scope: [] });
      sessionRestoring$.next(false);
    });
    expect(screen.getByText('You are logged in as bob.')).toBeInTheDocument();
    expect(modalOpenings()).toBe(0);
  });

  it('opens the login modal once no saved session turned up', () => {
    render(<LoginPage />);
    act(() => sessionRestoring$.next(false));
    expect(modalOpenings()).toBe(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
