import { useLayoutEffect, type RefObject } from 'react';
import { fittingLabels } from './label-fit';

/**
 * Hides the labels (the children of `row`, placed at `positions` %) that would overlap another,
 * measured when they change and whenever the row's width does. Hidden, not removed: a hidden
 * label keeps its width, and the row its height, so nothing moves.
 */
export function useFittingLabels(row: RefObject<HTMLElement | null>, positions: readonly number[]): void {
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    const fit = () => {
      const labels = [...element.children] as HTMLElement[];
      const shown = fittingLabels(positions, labels.map((label) => label.offsetWidth), element.clientWidth);
      labels.forEach((label, index) => (label.style.visibility = shown[index] ? '' : 'hidden'));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, positions]);
}
