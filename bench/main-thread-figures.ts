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
  /** Σ max(0, 4 × task − 50 ms): the blocking time the tasks would make at Lighthouse's 4× slowdown. */
  blockingAt4xMs: number;
}

const ms = (microseconds = 0) => microseconds / 1000;

/** From the page's HTML on: the main thread is the one that parsed the page's HTML. */
export function mainThreadFigures(traceEvents: TraceEvent[]): MainThreadFigures {
  const navigation = traceEvents.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
  const parse = traceEvents.find((event) => event.name === 'ParseHTML' && (!navigation || event.pid === navigation.pid));
  if (!parse) throw new Error('the trace has no ParseHTML of the page');
  const onMain = traceEvents.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.ts >= parse.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  return {
    compileMs: onMain.filter((event) => event.name === 'V8.CompileCode' || event.name === 'v8.compile').reduce((sum, event) => sum + ms(event.dur), 0),
    cpuMs: tasks.reduce((sum, task) => sum + ms(task.tdur), 0),
    wallMs: tasks.reduce((sum, task) => sum + ms(task.dur), 0),
    longestTaskMs: Math.max(0, ...tasks.map((task) => ms(task.dur))),
    blockingAt4xMs: tasks.reduce((sum, task) => sum + Math.max(0, 4 * ms(task.dur) - 50), 0),
  };
}
