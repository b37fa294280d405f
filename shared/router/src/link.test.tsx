import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { Link, Route, Routes, useLocation, useNavigate } from './index';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function renderAt(link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/wallet']}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('Link', () => {
  it('is a real link to the path, with its query', () => {
    renderAt(<Link to={{ pathname: '/trade/BEE', search: '?side=sell' }}>BEE</Link>);
    expect(screen.getByRole('link', { name: 'BEE' })).toHaveAttribute('href', '/trade/BEE?side=sell');
  });

  it('navigates in the page on a plain click, with the state given', () => {
    renderAt(
      <Link to="/trade/BEE" state={{ from: 'wallet' }}>
        BEE
      </Link>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'BEE' }))).toBe(false);
    expect(location()).toBe('/trade/BEE|{"from":"wallet"}');
  });

  it('leaves a modified click, another button and a new-tab target to the browser', () => {
    renderAt(
      <>
        <Link to="/trade/BEE">BEE</Link>
        <Link to="/swap" target="_blank">
          Swap
        </Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'BEE' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Swap' }))).toBe(true);
    expect(location()).toBe('/wallet|null');
  });

  it('runs the caller’s click handler first, and stays put when it prevents the default', () => {
    const calls: string[] = [];
    renderAt(
      <>
        <Link to="/a" onClick={() => calls.push('a')}>
          A
        </Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(location()).toBe('/wallet|null');
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect([calls, location()]).toEqual([['a'], '/a|null']);
  });

  it('passes the ref and other anchor attributes through', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      <Link to="/tokens" ref={ref} className="nav" aria-current="page">
        Tokens
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Tokens' });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass('nav');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('replaces the history entry when asked', () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/one', '/two']} initialIndex={1}>
        <Link to="/three" replace>
          Three
        </Link>
        <Back />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Three' }));
    expect(location()).toBe('/three|null');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/one|null');
  });
});
