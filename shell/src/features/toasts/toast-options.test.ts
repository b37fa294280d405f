import { toastDuration } from './toast-options';

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
