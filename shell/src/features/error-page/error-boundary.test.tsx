import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

let broken = true;

function Page() {
  if (broken) throw new Error('render failed');
  return <p>page works</p>;
}

function renderAt(resetKey: string) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error, clear) => (
        <button type="button" onClick={clear}>
          {(error as Error).message}: clear
        </button>
      )}
    >
      <Page />
    </ErrorBoundary>
  );
}

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the fallback with the error instead of a page that throws', () => {
    render(renderAt('/a'));
    expect(screen.getByRole('button', { name: 'render failed: clear' })).toBeInTheDocument();
  });

  it('renders the page again once cleared', () => {
    render(renderAt('/a'));
    broken = false;
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByText('page works')).toBeInTheDocument();
  });

  it('forgets the error when the key (the path) changes', () => {
    const { rerender } = render(renderAt('/a'));
    broken = false;
    rerender(renderAt('/a'));
    expect(screen.getByRole('button')).toBeInTheDocument();
    rerender(renderAt('/b'));
    expect(screen.getByText('page works')).toBeInTheDocument();
  });
});
