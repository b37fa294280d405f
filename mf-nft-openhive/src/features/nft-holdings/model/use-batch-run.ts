import type { BatchStep } from '@tdx/controls';
import { useBroadcast, type BroadcastRequest } from '@tdx/data';
import { CANCELLED_TEXT, MISSING_MESSAGE, UNCONFIRMED_TEXT, UNKNOWN_OUTCOME_TEXT, type BroadcastOutcome } from '@tdx/keychain';
import { useCallback, useRef, useState } from 'react';

export interface BatchTransaction {
  /** What the step sends, e.g. "Transaction 2: 50 instances of CITY". */
  label: string;
  request: BroadcastRequest;
}

export interface BatchRun {
  steps: BatchStep[];
  running: boolean;
  /** Every step confirmed. */
  done: boolean;
  /** Sent, then stopped at a step that did not confirm: `resume()` sends it and the rest. */
  stopped: boolean;
  start: (transactions: BatchTransaction[]) => Promise<void>;
  resume: () => Promise<void>;
}

/** Why a step did not confirm, as the step shows it. */
export function outcomeProblem(outcome: BroadcastOutcome | null): string {
  switch (outcome?.status) {
    case 'failed':
      return outcome.errors.join('\n');
    case 'cancelled':
      return CANCELLED_TEXT;
    case 'unconfirmed':
      return UNCONFIRMED_TEXT;
    case 'unknown':
      return UNKNOWN_OUTCOME_TEXT;
    case 'keychain-missing':
      return MISSING_MESSAGE;
    case 'keychain-error':
      return outcome.message;
    default:
      return 'The transaction could not be sent';
  }
}

/**
 * Transactions sent one after the other through `useBroadcast` (each confirmed on the sidechain
 * before the next is signed). The first one that does not confirm stops the run; `resume()` sends
 * it again and the rest (the `nft` contract skips instances an earlier send already moved).
 */
export function useBatchRun(): BatchRun {
  const broadcast = useBroadcast();
  const [steps, setSteps] = useState<BatchStep[]>([]);
  const [running, setRunning] = useState(false);
  const transactions = useRef<BatchTransaction[]>([]);
  const statuses = useRef<BatchStep[]>([]);

  const setStep = useCallback((index: number, step: Partial<BatchStep>) => {
    statuses.current = statuses.current.map((current, at) => (at === index ? { label: current.label, status: step.status ?? current.status, error: step.error } : current));
    setSteps(statuses.current);
  }, []);

  const send = useCallback(async () => {
    setRunning(true);
    try {
      for (const [index, transaction] of transactions.current.entries()) {
        if (statuses.current[index].status === 'confirmed') continue;
        setStep(index, { status: 'signing' });
        const outcome = await broadcast.run(transaction.request);
        if (outcome?.status !== 'confirmed') {
          setStep(index, { status: 'failed', error: outcomeProblem(outcome) });
          return;
        }
        setStep(index, { status: 'confirmed' });
      }
    } finally {
      setRunning(false);
    }
  }, [broadcast, setStep]);

  const start = useCallback(
    (list: BatchTransaction[]) => {
      transactions.current = list;
      statuses.current = list.map(({ label }) => ({ label, status: 'waiting' }));
      setSteps(statuses.current);
      return send();
    },
    [send],
  );

  const done = steps.length > 0 && steps.every((step) => step.status === 'confirmed');
  const stopped = !running && steps.some((step) => step.status === 'failed');
  return { steps, running, done, stopped, start, resume: send };
}
