import { act, render, screen } from '@testing-library/react';
import { user$ } from '@tdx/session';
import { MemoryRouter } from 'react-router';
import { BridgeLinksBar } from './bridge-links-bar';

afterEach(() => act(() => user$.next(null)));

describe('BridgeLinksBar', () => {
  it('links Deposit and Withdraw to the bridge form in that direction', () => {
    act(() => user$.next({ username: 'bob', scope: [] }));
    render(
      <MemoryRouter>
        <BridgeLinksBar />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/bridge?direction=deposit');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/bridge?direction=withdraw');
  });

  it('shows nothing to a signed-out visitor', () => {
    const { container } = render(
      <MemoryRouter>
        <BridgeLinksBar />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
