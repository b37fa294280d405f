import { swipeCloses } from './swipe';

describe('swipeCloses', () => {
  it('closes on a slow swipe of at least 10 % of the modal height', () => {
    expect(swipeCloses({ distance: 50, size: 500, durationMs: 900 })).toBe(true);
    expect(swipeCloses({ distance: 49, size: 500, durationMs: 900 })).toBe(false);
  });

  it('closes on a flick of 300 ms or less even when it is short', () => {
    expect(swipeCloses({ distance: 20, size: 500, durationMs: 300 })).toBe(true);
    expect(swipeCloses({ distance: 20, size: 500, durationMs: 301 })).toBe(false);
  });

  it('never closes on a tap or an upward swipe', () => {
    expect(swipeCloses({ distance: 0, size: 100, durationMs: 50 })).toBe(false);
    expect(swipeCloses({ distance: 10, size: 50, durationMs: 50 })).toBe(false);
    expect(swipeCloses({ distance: -200, size: 500, durationMs: 100 })).toBe(false);
  });
});
