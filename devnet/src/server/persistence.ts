import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes the state file atomically (temp file + rename), debounced; loads it at start. */
export class StateFile {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly path: string,
    private readonly serialise: () => string,
    private readonly debounceMs = 250,
  ) {}

  read(): string | null {
    return existsSync(this.path) ? readFileSync(this.path, 'utf8') : null;
  }

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writeNow();
    }, this.debounceMs);
    this.timer.unref();
  }

  /** Writes immediately if a save is pending (shutdown). */
  flush(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.writeNow();
  }

  writeNow(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, this.serialise());
    renameSync(temporary, this.path);
  }
}
