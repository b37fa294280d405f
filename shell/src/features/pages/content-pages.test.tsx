import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@tdx/contracts';
import { MemoryRouter } from 'react-router';
import { ThemeRoot } from '@tdx/ui';
import type { ComponentType } from 'react';
import FaqPage from './faq-page';
import MaintenancePage from './maintenance-page';
import OfferingsPage from './offerings-page';
import PrivacyPage from './privacy-page';

jest.mock('@tdx/settings', () => ({
  ...jest.requireActual('@tdx/settings'),
  runtimeConfig: () => ({ productName: 'Acme Exchange' }) as RuntimeConfig,
}));
jest.mock('@tdx/session', () => ({ useSession: jest.fn() }));
const useSession = (jest.requireMock('@tdx/session') as { useSession: jest.Mock }).useSession;

function renderPage(Page: ComponentType) {
  return render(
    <ThemeRoot>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('content pages', () => {
  beforeEach(() => useSession.mockReturnValue({ user: null, isLoggedIn: false, isAdmin: false }));

  it.each([
    ['FAQ', FaqPage, 'Frequently asked questions'],
    ['privacy policy', PrivacyPage, 'Privacy Policy'],
    ['offerings', OfferingsPage, 'Offerings'],
    ['maintenance', MaintenancePage, 'Down for maintenance'],
  ])('the %s page names the configured product, never a hard-coded one', (_, Page, title) => {
    const { container } = renderPage(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.textContent).toContain('Acme Exchange');
    expect(container.textContent).not.toMatch(/tribaldex/i);
  });

  it('lists every cookie and storage key the site uses in the privacy policy', () => {
    const { container } = renderPage(PrivacyPage);
    for (const key of ['auth.access_token', 'auth.refresh_token', 'hive-rpc', 'sidechain-rpc', 'sidechain-id', 'announcements-shown', 'color-mode']) {
      expect(container.textContent).toContain(key);
    }
  });

  it('links each offering to its area', () => {
    renderPage(OfferingsPage);
    expect(screen.getByRole('link', { name: 'Open Outposts' })).toHaveAttribute('href', '/outposts');
    expect(screen.getByRole('link', { name: 'Open SMT' })).toHaveAttribute('href', '/smt');
    expect(screen.getByRole('link', { name: 'Open the Pack Manager' })).toHaveAttribute('href', '/packmanager');
  });
});

describe('FAQ disclosures', () => {
  it('keeps answers closed until their question is activated, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderPage(FaqPage);
    const question = screen.getByRole('button', { name: /What does it cost to create a token\?/ });
    expect(question.closest('h3')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(answer as HTMLElement).getByText(/100 BEE by default/)).toBeInTheDocument();

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('groups the questions under topic headings', () => {
    renderPage(FaqPage);
    for (const topic of ['Getting started', 'Tokens, trading and fees', 'Deposits and withdrawals', 'Nodes and connection']) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
  });
});

describe('maintenance page', () => {
  it('offers administrators a way to log in, then the admin area once they are', () => {
    useSession.mockReturnValue({ user: null, isLoggedIn: false, isAdmin: false });
    const { unmount } = renderPage(MaintenancePage);
    expect(screen.getByRole('link', { name: 'Administrators: log in' }).getAttribute('href')).toMatch(/^\/login\?redirect=/);
    unmount();
    useSession.mockReturnValue({ user: { username: 'alice', scope: ['admin'] }, isLoggedIn: true, isAdmin: true });
    renderPage(MaintenancePage);
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin');
  });
});
