import type { ChainEvent } from './contract-api';
import type { TransactionLogs } from './block-types';

/** The events and errors one transaction accumulates, nested calls included, in execution order. */
export class LogCollector {
  readonly events: ChainEvent[] = [];
  readonly errors: string[] = [];

  mark(): { events: number; errors: number } {
    return { events: this.events.length, errors: this.errors.length };
  }

  /** Drops everything recorded after `mark` (used when an exception replaces an action's logs). */
  truncate(mark: { events: number; errors: number }): void {
    this.events.length = mark.events;
    this.errors.length = mark.errors;
  }

  toLogs(): TransactionLogs {
    const logs: TransactionLogs = {};
    if (this.events.length > 0) logs.events = [...this.events];
    if (this.errors.length > 0) logs.errors = [...this.errors];
    return logs;
  }
}

/** `"<ErrorName>: <message>"`, as the node logs an exception thrown inside a contract. */
export function describeException(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `Error: ${String(error)}`;
}
