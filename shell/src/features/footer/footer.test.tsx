import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@tdx/router';
import { Footer } from './footer';

jest.mock('@tdx/settings', () => ({
  runtimeConfig: () => ({ productName: 'Tribaldex', explorerUrl: 'https://explorer.example/' }),
}));

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('links Support to the FAQ, the privacy policy and the outside Support Center', () => {
    renderFooter();
    expect(section('Support').getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(section('Support').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(section('Support').getByRole('link', { name: 'Support Center' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('takes the block explorer from the runtime config, next to the documentation', () => {
    renderFooter();
    expect(section('Developers').getByRole('link', { name: 'Block explorer' })).toHaveAttribute('href', 'https://explorer.example/');
    expect(section('Developers').getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', 'https://hive-engine.github.io/engine-docs/');
  });

  it('lists the offerings as site links', () => {
    renderFooter();
    expect(section('Offerings').getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Outposts', '/outposts'],
      ['SMT', '/smt'],
      ['Pack Manager', '/packmanager'],
    ]);
  });

  it('opens every outside link in a new tab without handing it this page', () => {
    renderFooter();
    const outside = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://'));
    expect(outside.map((link) => link.textContent)).toEqual(['Support Center↗', 'Documentation↗', 'Block explorer↗', 'Discord↗', 'Github↗']);
    for (const link of outside) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(section('Community').getByRole('link', { name: 'Github' })).toHaveAttribute('href', 'https://github.com/hive-engine');
  });

  it('shows the current year with the product name', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
    renderFooter();
    expect(screen.getByText('© 2031 Tribaldex')).toBeInTheDocument();
  });
});
