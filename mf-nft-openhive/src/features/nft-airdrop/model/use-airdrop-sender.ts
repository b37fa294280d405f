import type { BatchStep } from '@tdx/controls';
import { useBroadcast } from '@tdx/data';
import { useCallback, useState } from 'react';
import { airdropAction, nftCount, type AirdropBatch } from './airdrop-plan';
import { saveProgress, type AirdropProgress } from './airdrop-progress';

export interface AirdropSender {
  /** The batches and which are sent; null before the first Send. */
  progress: AirdropProgress | null;
  steps: BatchStep[];
  sending: boolean;
  /** The batch that failed last, while its failure is the latest news. */
  failedIndex: number | null;
  /** Stores the plan, then sends every unsent batch in order, stopping at the first that is not confirmed. */
  send: (progress: AirdropProgress) => Promise<void>;
  /** Shows a stored airdrop (or none) without sending. */
  show: (progress: AirdropProgress | null) => void;
}

const stepLabel = (batch: AirdropBatch, index: number) =>
  `Transaction ${index + 1} (${batch.length} account${batch.length === 1 ? '' : 's'}, ${nftCount(batch)} NFT${nftCount(batch) === 1 ? '' : 's'})`;

/** Sends an airdrop's transactions one after the other, keeping what was sent under `storageKey`. */
export function useAirdropSender(symbol: string, storageKey: string): AirdropSender {
  const { run, problem } = useBroadcast();
  const [progress, setProgress] = useState<AirdropProgress | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [failedIndex, setFailedIndex] = useState<number | null>(null);

  const send = useCallback(
    async (start: AirdropProgress) => {
      let state = start;
      const keep = (next: AirdropProgress) => {
        state = next;
        setProgress(next);
        saveProgress(storageKey, next);
      };
      keep(start);
      setFailedIndex(null);
      const total = state.batches.length;
      for (let index = 0; index < total; index += 1) {
        if (state.sent[index]) continue;
        setCurrent(index);
        const outcome = await run({
          actions: airdropAction(symbol, state.batches[index]),
          displayName: `NFT airdrop (${symbol}) ${index + 1} of ${total}`,
          successMessage: `NFT airdrop ${index + 1} of ${total} confirmed`,
          name: 'nft-airdrop',
        });
        if (outcome?.status !== 'confirmed') {
          setFailedIndex(index);
          break;
        }
        keep({ ...state, sent: state.sent.map((sent, at) => sent || at === index) });
      }
      setCurrent(null);
    },
    [run, storageKey, symbol],
  );

  const steps: BatchStep[] = (progress?.batches ?? []).map((batch, index) => ({
    label: stepLabel(batch, index),
    status: progress?.sent[index] ? 'confirmed' : index === current ? 'signing' : index === failedIndex ? 'failed' : 'waiting',
    error: index === failedIndex && index !== current ? (problem ?? undefined) : undefined,
  }));

  const show = useCallback((shown: AirdropProgress | null) => {
    setProgress(shown);
    setFailedIndex(null);
  }, []);

  return { progress, steps, sending: current !== null, failedIndex, send, show };
}
