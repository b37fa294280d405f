/** Main-thread figures of one traced page load (bench/interleave.ts). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time, where the trace has it. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean } };
}

export interface MainThreadFigures {
  /** V8 compilation on the main thread, ms. */
  compileMs: number;
  /** The tasks' own CPU time, ms. */
  cpuMs: number;
  /** The tasks' wall time, ms (more than their CPU time while the thread waits for a core). */
  wallMs: number;
  longestTaskMs: number;
  /**
   * Σ max(0, slowdown × task − 50 ms): the blocking time the tasks would make in Lighthouse's
   * simulation, which slows a task's wall time down 4×, or 2× if the task laid the page out.
   */
  simulatedBlockingMs: number;
}

const ms = (microseconds = 0) => microseconds / 1000;

/** Lighthouse's (lantern's) CPU slowdown of a task, and of a task that ran a layout. */
const SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;

/** Whether a layout ran within the task (`layoutStarts` sorted). */
function ranLayout(task: TraceEvent, layoutStarts: number[]): boolean {
  const end = task.ts + (task.dur ?? 0);
  let low = 0;
  let high = layoutStarts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (layoutStarts[middle] < task.ts) low = middle + 1;
    else high = middle;
  }
  return low < layoutStarts.length && layoutStarts[low] < end;
}

/** From the page's HTML on: the main thread is the one that parsed the page's HTML. */
export function mainThreadFigures(traceEvents: TraceEvent[]): MainThreadFigures {
  const navigation = traceEvents.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
  const parse = traceEvents.find((event) => event.name === 'ParseHTML' && (!navigation || event.pid === navigation.pid));
  if (!parse) throw new Error('the trace has no ParseHTML of the page');
  const onMain = traceEvents.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.ts >= parse.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const layoutStarts = onMain.filter((event) => event.name === 'Layout').map((event) => event.ts).sort((a, b) => a - b);
  return {
    compileMs: onMain.filter((event) => event.name === 'V8.CompileCode' || event.name === 'v8.compile').reduce((sum, event) => sum + ms(event.dur), 0),
    cpuMs: tasks.reduce((sum, task) => sum + ms(task.tdur), 0),
    wallMs: tasks.reduce((sum, task) => sum + ms(task.dur), 0),
    longestTaskMs: Math.max(0, ...tasks.map((task) => ms(task.dur))),
    simulatedBlockingMs: tasks.reduce((sum, task) => {
      const slowdown = ranLayout(task, layoutStarts) ? LAYOUT_SLOWDOWN : SLOWDOWN;
      return sum + Math.max(0, slowdown * ms(task.dur) - 50);
    }, 0),
  };
}
