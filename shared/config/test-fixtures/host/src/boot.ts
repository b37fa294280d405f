export function boot(data: unknown): void {
  (window as unknown as { booted: unknown }).booted = data;
}
