import { render, screen } from '@testing-library/react';
import { AreaRouter } from './area-router';

function renderAt(url: string) {
  window.history.pushState(null, '', url);
  return render(
    <AreaRouter area="Wallet" basePath="/" routes={[{ path: '/wallet', Page: () => <p>Balances</p> }, { path: '/wallet/open-orders' }]} />,
  );
}

describe('AreaRouter', () => {
  it('renders the page of a built route', () => {
    renderAt('/wallet');
    expect(screen.getByText('Balances')).toBeInTheDocument();
  });

  it('says a route without a page is not built yet, as an alert', () => {
    renderAt('/wallet/open-orders');
    expect(screen.getByRole('alert')).toHaveTextContent('Wallet is not available yet');
  });

  it('renders nothing for paths of other areas', () => {
    const { container } = renderAt('/trade/BEE');
    expect(container).toBeEmptyDOMElement();
  });
});
