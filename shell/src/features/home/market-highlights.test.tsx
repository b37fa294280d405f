import { act, render, screen, within } from '@testing-library/react';
import type { Metric, Settings } from '@tdx/contracts';
import { MemoryRouter } from 'react-router';
import { hivePrice$, settings$ } from '@tdx/settings';
import { ThemeRoot } from '@tdx/ui';
import MarketHighlights from './market-highlights';

jest.mock('@tdx/api', () => ({ queries: { getMetrics: jest.fn() } }));
const getMetrics = (jest.requireMock('@tdx/api') as { queries: { getMetrics: jest.Mock } }).queries.getMetrics;

const now = () => Math.floor(Date.now() / 1000);

function metric(symbol: string, volume: string, change: string, fresh = true): Metric {
  const expiration = fresh ? now() + 3600 : now() - 60;
  return {
    symbol,
    volume,
    volumeExpiration: expiration,
    lastPrice: '0.5',
    lowestAsk: '0.6',
    highestBid: '0.4',
    lastDayPrice: '0.4',
    lastDayPriceExpiration: expiration,
    priceChangePercent: change,
    priceChangeHive: '0.1',
  };
}

function renderHighlights() {
  return render(
    <ThemeRoot>
      <MemoryRouter>
        <MarketHighlights />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const table = (name: string) => screen.findByRole('table', { name });
const firstColumn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('MarketHighlights', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    settings$.next({ deprecated_tokens: ['OLD'], disabled_tokens: ['DEAD'] } as Settings);
    hivePrice$.next(0.2);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    getMetrics.mockReset();
  });

  it('lists the top volume and the biggest movers with price, USD value, change and trade links', async () => {
    getMetrics.mockResolvedValue([
      metric('BEE', '1000', '10.00%'),
      metric('PAL', '50', '-25.50%'),
      metric('OLD', '9000', '90%'),
      metric('DEAD', '9000', '90%'),
      metric('STALE', '8000', '80%', false),
    ]);
    renderHighlights();
    const topVolume = await table('Top volume');
    expect(firstColumn(topVolume)).toEqual(['BEE', 'PAL']);
    expect(within(topVolume).getByRole('link', { name: 'BEE' })).toHaveAttribute('href', '/trade/BEE');
    expect(within(topVolume).getAllByText('$0.1')).toHaveLength(2);
    expect(within(topVolume).getByText('vol. 1,000.000 HIVE')).toBeInTheDocument();
    const movers = await table('Biggest movers');
    expect(firstColumn(movers)).toEqual(['PAL', 'BEE']);
    expect(within(movers).getByText('-25.50%')).toBeInTheDocument();
    expect(within(movers).getByText('+10.00%')).toBeInTheDocument();
  });

  it('drops a token as soon as the settings disable it', async () => {
    getMetrics.mockResolvedValue([metric('BEE', '1000', '10%'), metric('PAL', '50', '5%')]);
    renderHighlights();
    expect(firstColumn(await table('Top volume'))).toEqual(['BEE', 'PAL']);
    act(() => settings$.next({ deprecated_tokens: [], disabled_tokens: ['BEE'] } as unknown as Settings));
    expect(firstColumn(await table('Top volume'))).toEqual(['PAL']);
  });

  it('says so when no token traded in the last 24 hours', async () => {
    getMetrics.mockResolvedValue([metric('STALE', '10', '5%', false)]);
    renderHighlights();
    await table('Top volume');
    expect(screen.getAllByText('No token has traded in the last 24 hours.')).toHaveLength(2);
  });

  it('explains a sidechain failure and loads again on Retry', async () => {
    getMetrics.mockRejectedValueOnce(new Error('all nodes down')).mockResolvedValue([metric('BEE', '1000', '10%')]);
    renderHighlights();
    expect(await screen.findByRole('alert')).toHaveTextContent('Market data could not be loaded from the sidechain.');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(firstColumn(await table('Top volume'))).toEqual(['BEE']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
