import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './footer';

jest.mock('@tdx/settings', () => ({
  runtimeConfig: () => ({ productName: 'Tribaldex', explorerUrl: 'https://explorer.example/' }),
  externalLinks: () => ({
    supportCenter: 'https://support.example/',
    documentation: 'https://docs.example/',
    discord: 'https://discord.example/',
    github: 'https://github.example/',
  }),
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

  it('links Support to the FAQ, the privacy policy and the configured Support Center', () => {
    renderFooter();
    expect(section('Support').getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(section('Support').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(section('Support').getByRole('link', { name: 'Support Center' })).toHaveAttribute('href', 'https://support.example/');
  });

  it('takes the block explorer and the documentation from the runtime config', () => {
    renderFooter();
    expect(section('Developers').getByRole('link', { name: 'Block explorer' })).toHaveAttribute('href', 'https://explorer.example/');
    expect(section('Developers').getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', 'https://docs.example/');
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
    expect(section('Community').getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.example/');
    expect(section('Community').getByRole('link', { name: 'Github' })).toHaveAttribute('href', 'https://github.example/');
  });

  it('shows the current year with the product name', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
    renderFooter();
    expect(screen.getByText('© 2031 Tribaldex')).toBeInTheDocument();
  });
});
