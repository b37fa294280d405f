import { startTransition, useEffect, useState } from 'react';
import { afterPageLoad } from '../scheduling/after-page-load';

/** Schedules a task and returns its cancel (`afterPageLoad`, or an app's own moment). */
export type Schedule = (task: () => void) => () => void;

/**
 * False on the first render, true once `schedule` runs its task (by default: the page has loaded
 * and the browser has had an idle moment): for content that should not compete with the page's
 * first content (a chart, the footer). What it shows then renders as a transition, in slices.
 * `schedule` must keep its identity between renders (a module's function).
 */
export function useWhenIdle(schedule: Schedule = afterPageLoad): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => schedule(() => startTransition(() => setIdle(true))), [schedule]);
  return idle;
}
