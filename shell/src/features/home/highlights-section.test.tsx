import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HighlightsSection } from './highlights-section';

jest.mock('@tdx/api', () => ({ queries: { getMetrics: jest.fn().mockResolvedValue([]) } }));
const getMetrics = (jest.requireMock('@tdx/api') as { queries: { getMetrics: jest.Mock } }).queries.getMetrics;

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let reportIntersection: Callback = () => undefined;

class FakeIntersectionObserver {
  constructor(callback: Callback) {
    reportIntersection = callback;
  }
  observe() {}
  disconnect() {}
}

describe('HighlightsSection', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('keeps the placeholder and reads nothing until the section scrolls into view', async () => {
    render(
      <MemoryRouter>
        <HighlightsSection />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Market highlights' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading market highlights' })).toBeInTheDocument();
    act(() => reportIntersection([{ isIntersecting: false }]));
    expect(getMetrics).not.toHaveBeenCalled();

    act(() => reportIntersection([{ isIntersecting: true }]));
    expect(await screen.findByRole('table', { name: 'Top volume' })).toBeInTheDocument();
    expect(getMetrics).toHaveBeenCalledTimes(1);
  });
});
