import { act, render } from '@testing-library/react';
import type { OhlcvCandle } from '@tdx/api';
import { createChart } from 'lightweight-charts';
import CandleChart from './candle-chart';

// The library ships only as an ES module, which Jest cannot resolve: a stand-in records the calls.
jest.mock(
  'lightweight-charts',
  () => ({ CandlestickSeries: 'candles', HistogramSeries: 'histogram', ColorType: { Solid: 'solid' }, createChart: jest.fn() }),
  { virtual: true },
);

const steps: string[] = [];
const series = (name: string) => ({ setData: jest.fn((points: unknown[]) => steps.push(`${name} data ×${points.length}`)) });
const chart = {
  addSeries: jest.fn((type: string) => {
    steps.push(`add ${type}`);
    return series(type);
  }),
  priceScale: () => ({ applyOptions: jest.fn() }),
  timeScale: () => ({ fitContent: () => steps.push('fit') }),
  options: () => ({ width: 0, height: 0 }),
  resize: jest.fn(),
  remove: jest.fn(() => steps.push('remove')),
};

const candles: OhlcvCandle[] = [100, 200].map((timestamp) => ({ timestamp, open: 1, high: 2, low: 0.5, close: 1.5, baseVolume: 1, quoteVolume: 1 }));

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

beforeEach(() => {
  steps.length = 0;
  jest.useFakeTimers();
  jest.mocked(createChart).mockImplementation(() => {
    steps.push('create');
    return chart as unknown as ReturnType<typeof createChart>;
  });
});

afterEach(() => jest.useRealTimers());

const nextTask = () => act(async () => void jest.runOnlyPendingTimers());

describe('CandleChart', () => {
  it('creates the chart, adds its series and feeds them the data once, each in its own task', async () => {
    render(<CandleChart candles={candles} label="Price candles" />);
    expect(steps).toEqual([]);
    await nextTask();
    expect(steps).toEqual(['create']);
    await nextTask();
    expect(steps).toEqual(['create', 'add candles', 'add histogram']);
    await nextTask();
    expect(steps).toEqual(['create', 'add candles', 'add histogram', 'candles data ×2', 'histogram data ×2', 'fit']);
  });

  it('says it has drawn in the animation frame after its data, not before', async () => {
    const onDrawn = jest.fn();
    render(<CandleChart candles={candles} label="Price candles" onDrawn={onDrawn} />);
    await nextTask();
    await nextTask();
    await nextTask();
    expect(steps.at(-1)).toBe('fit');
    expect(onDrawn).not.toHaveBeenCalled();
    await nextTask();
    expect(onDrawn).toHaveBeenCalledTimes(1);
  });

  it('does not say it has drawn when it leaves the page before that frame', async () => {
    const onDrawn = jest.fn();
    const { unmount } = render(<CandleChart candles={candles} label="Price candles" onDrawn={onDrawn} />);
    await nextTask();
    await nextTask();
    await nextTask();
    unmount();
    await nextTask();
    expect(onDrawn).not.toHaveBeenCalled();
  });

  it('creates nothing when it leaves the page before its first step', async () => {
    const { unmount } = render(<CandleChart candles={candles} label="Price candles" />);
    unmount();
    await nextTask();
    expect(steps).toEqual([]);
  });

  it('stops building and removes the chart when it leaves the page half-built', async () => {
    const { unmount } = render(<CandleChart candles={candles} label="Price candles" />);
    await nextTask();
    unmount();
    await nextTask();
    await nextTask();
    expect(steps).toEqual(['create', 'remove']);
  });
});
