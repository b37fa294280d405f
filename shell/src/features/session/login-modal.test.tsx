import { act, fireEvent, render, screen } from '@testing-library/react';
import { emit } from '@tdx/event-bus';
import type { User } from '@tdx/contracts';
import LoginModal, { USERNAME_VALIDATION_DELAY_MS } from './login-modal';

jest.mock('@tdx/session', () => ({ login: jest.fn(() => Promise.resolve({ success: true })) }));
const { login } = jest.requireMock('@tdx/session') as { login: jest.Mock };

const alice: User = { username: 'alice', scope: [] };

function typeUsername(value: string) {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value } });
}

describe('LoginModal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    login.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the Login title and a Username field with its placeholder', () => {
    render(<LoginModal onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('placeholder', 'Hive username');
  });

  it('validates 300 ms after typing stops, not before', () => {
    render(<LoginModal onClose={jest.fn()} />);
    typeUsername('ab');
    act(() => jest.advanceTimersByTime(USERNAME_VALIDATION_DELAY_MS - 1));
    expect(screen.queryByText('Invalid Hive username')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Invalid Hive username')).toBeInTheDocument();

    typeUsername('abcdefghijklmnopq');
    act(() => jest.advanceTimersByTime(USERNAME_VALIDATION_DELAY_MS));
    expect(screen.getByText('Invalid Hive username')).toBeInTheDocument();

    typeUsername('alice');
    act(() => jest.advanceTimersByTime(USERNAME_VALIDATION_DELAY_MS));
    expect(screen.queryByText('Invalid Hive username')).toBeNull();
  });

  it('refuses to submit an invalid username', () => {
    render(<LoginModal onClose={jest.fn()} />);
    typeUsername('al');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Invalid Hive username')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('disables Login with a spinner while waiting, and closes on success', () => {
    const onClose = jest.fn();
    render(<LoginModal onClose={onClose} />);
    typeUsername('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(login).toHaveBeenCalledWith('alice');

    act(() => emit({ type: 'login-waiting', username: 'alice' }));
    expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled();
    expect(screen.getByLabelText('Waiting for Keychain')).toBeInTheDocument();

    act(() => emit({ type: 'login-successful', user: alice }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('re-enables Login when the attempt is done without success', () => {
    const onClose = jest.fn();
    render(<LoginModal onClose={onClose} />);
    act(() => emit({ type: 'login-waiting', username: 'alice' }));
    expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled();
    act(() => screen.getByRole('dialog').focus());
    act(() => emit({ type: 'login-failed', message: 'nope' }));
    act(() => emit({ type: 'login-done' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
  });

  it('leaves the focus alone when the attempt succeeded', () => {
    render(<LoginModal onClose={jest.fn()} />);
    act(() => emit({ type: 'login-waiting', username: 'alice' }));
    act(() => screen.getByRole('dialog').focus());
    act(() => emit({ type: 'login-successful', user: alice }));
    act(() => emit({ type: 'login-done' }));
    expect(screen.getByLabelText(/Username/)).not.toHaveFocus();
  });
});
