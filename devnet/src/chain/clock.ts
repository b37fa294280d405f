/** Devnet time in ms. Contracts see it through `hiveBlockTimestamp`. */
export interface Clock {
  now(): number;
  /** Jumps forward (negative values are ignored). */
  advance(ms: number): void;
  /** Sets the current devnet time (restoring a snapshot, applying a seed). */
  set(ms: number): void;
}

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += Math.max(0, ms);
  }

  set(ms: number): void {
    this.current = ms;
  }
}

/** Starts at a given devnet time, then follows real time; `advance` adds an offset. */
export class RealTimeClock implements Clock {
  private base: number;
  private anchor: number;

  constructor(startMs: number, private readonly realNow: () => number = Date.now) {
    this.base = startMs;
    this.anchor = realNow();
  }

  now(): number {
    return this.base + (this.realNow() - this.anchor);
  }

  advance(ms: number): void {
    this.base += Math.max(0, ms);
  }

  set(ms: number): void {
    this.base = ms;
    this.anchor = this.realNow();
  }
}

/** `YYYY-MM-DDTHH:mm:ss` (UTC, no zone), the Hive block time format. */
export function toHiveTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
