import { act, render, screen } from '@testing-library/react';
import { pageReadiness } from '../app/page-readiness';
import { PageLayout } from './page-layout';

jest.mock('../features/header/header', () => ({ Header: () => <header>header</header> }));
jest.mock('../features/footer/footer', () => ({ Footer: () => <footer>footer</footer> }));

describe('PageLayout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the page at once and the footer, below the fold, once the page has loaded', async () => {
    render(
      <PageLayout layout="default">
        <p>page</p>
      </PageLayout>,
    );
    expect(screen.getByText('header')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    act(() => jest.runAllTimers());
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });

  it('keeps the footer back while the opened page has not shown its content', async () => {
    const release = pageReadiness.hold();
    render(
      <PageLayout layout="default">
        <p>page</p>
      </PageLayout>,
    );
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    act(() => release());
    act(() => jest.runAllTimers());
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });

  it('has no header links nor footer in maintenance', () => {
    render(
      <PageLayout layout="maintenance">
        <p>page</p>
      </PageLayout>,
    );
    act(() => jest.runAllTimers());
    expect(screen.queryByText('header')).not.toBeInTheDocument();
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
  });
});
