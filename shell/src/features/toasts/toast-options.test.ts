import { TOAST_COLOURS, toastDuration } from './toast-options';

describe('toastDuration', () => {
  it('defaults to 5000 ms', () => {
    expect(toastDuration({ type: 'notify', description: 'x', variant: 'info' })).toBe(5000);
  });

  it('keeps persistent and zero-duration toasts until dismissed', () => {
    expect(toastDuration({ type: 'notify', description: 'x', variant: 'warning', duration: 0 })).toBeNull();
    expect(toastDuration({ type: 'notify', description: 'x', variant: 'warning', persist: true, duration: 100 })).toBeNull();
  });

  it('honours an explicit duration', () => {
    expect(toastDuration({ type: 'notify', description: 'x', variant: 'error', duration: 1500 })).toBe(1500);
  });
});

describe('TOAST_COLOURS', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  it.each(Object.entries(TOAST_COLOURS))('gives %s toasts text with at least 4.5:1 contrast (WCAG AA)', (_variant, { backgroundColor, color }) => {
    expect(contrast(backgroundColor, color)).toBeGreaterThanOrEqual(4.5);
  });
});
