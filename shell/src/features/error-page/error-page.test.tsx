import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Route, Routes } from '@tdx/router';
import ErrorPage from './error-page';
import { PageError } from './page-error';

const BROWSER = navigator.userAgent;

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

function renderErrorPage(error: unknown, onClear = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/somewhere']}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/somewhere" element={<ErrorPage error={error} onClear={onClear} />} />
      </Routes>
    </MemoryRouter>,
  );
  return onClear;
}

afterEach(() => setUserAgent(BROWSER));

describe('ErrorPage', () => {
  it('shows the status code, status message and message', () => {
    renderErrorPage(new PageError(404, 'Page Not Found', 'Nothing lives at this address: /x'));
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing lives at this address: /x')).toBeInTheDocument();
  });

  it('never shows the text of an unexpected error', () => {
    renderErrorPage(new Error('node https://evil.test said <b>pay here</b>'));
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.queryByText(/evil/)).toBeNull();
  });

  it('clears the error and goes home', () => {
    const onClear = renderErrorPage(new PageError(500, 'Broken', 'It broke'));
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('renders nothing for a crawler', () => {
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    renderErrorPage(new PageError(404, 'Page Not Found', 'gone'));
    expect(screen.queryByText('Error 404')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
