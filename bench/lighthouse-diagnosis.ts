/**
 * What a Lighthouse run says about its own figures: the LCP element and its phases, the biggest
 * layout shifts, the scripts that cost the most main-thread time and the longest simulated tasks
 * (what the blocking time adds up). Read from the audits of the report
 * (`largest-contentful-paint-element`, `layout-shifts`, `bootup-time`, `long-tasks`); the simulated
 * LCP's path comes from the run's trace (simulated-lcp-path.ts).
 */
import type { PathStep } from './simulated-lcp-path';

export interface LighthouseAudit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

interface NodeValue {
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}

export interface LighthouseDiagnosis {
  lcpElement: string;
  /** What the simulated LCP waited for, first step first (simulated-lcp-path.ts); empty when not computed. */
  lcpPath?: PathStep[];
  lcpPhases: { phase: string; ms: number }[];
  layoutShifts: { element: string; score: number }[];
  topScripts: { url: string; totalMs: number; scriptingMs: number; parseMs: number }[];
  /** The longest main-thread tasks as simulated (each blocks input for its time over 50 ms). */
  longTasks: { url: string; startMs: number; durationMs: number }[];
}

const LAYOUT_SHIFTS_SHOWN = 5;
const SCRIPTS_SHOWN = 5;
const LONG_TASKS_SHOWN = 8;
const LCP_PATH_SHOWN = 12;

type Row = Record<string, unknown>;

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

function describeNode(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '(no element)';
  const node = value as NodeValue;
  const label = node.nodeLabel?.replace(/\s+/g, ' ').slice(0, 60);
  return [node.selector, label && `"${label}"`].filter(Boolean).join(' ') || node.snippet || '(unnamed element)';
}

/** The LCP audit is a list of two tables: the element, then its phases. */
function lcpOf(audits: Record<string, LighthouseAudit>): Pick<LighthouseDiagnosis, 'lcpElement' | 'lcpPhases'> {
  const [elementTable, phaseTable] = rowsOf(audits['largest-contentful-paint-element']?.details?.items);
  const element = rowsOf(elementTable?.items)[0];
  return {
    lcpElement: element ? describeNode(element.node) : '(none reported)',
    lcpPhases: rowsOf(phaseTable?.items).map((row) => ({ phase: String(row.phase), ms: numberOf(row.timing) })),
  };
}

export function diagnose(audits: Record<string, LighthouseAudit>): LighthouseDiagnosis {
  const layoutShifts = rowsOf(audits['layout-shifts']?.details?.items)
    .map((row) => ({ element: describeNode(row.node), score: numberOf(row.score) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, LAYOUT_SHIFTS_SHOWN);
  const topScripts = rowsOf(audits['bootup-time']?.details?.items)
    .map((row) => ({
      url: String(row.url),
      totalMs: numberOf(row.total),
      scriptingMs: numberOf(row.scripting),
      parseMs: numberOf(row.scriptParseCompile),
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, SCRIPTS_SHOWN);
  const longTasks = rowsOf(audits['long-tasks']?.details?.items)
    .map((row) => ({ url: String(row.url), startMs: numberOf(row.startTime), durationMs: numberOf(row.duration) }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, LONG_TASKS_SHOWN);
  return { ...lcpOf(audits), layoutShifts, topScripts, longTasks };
}

export function formatDiagnosis(label: string, diagnosis: LighthouseDiagnosis): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [`  ${label}`, `    LCP element: ${diagnosis.lcpElement}`];
  if (diagnosis.lcpPhases.length > 0) {
    lines.push(`    LCP phases: ${diagnosis.lcpPhases.map(({ phase, ms: time }) => `${phase} ${ms(time)}`).join(', ')}`);
  }
  if (diagnosis.lcpPath?.length) {
    lines.push('    simulated LCP path (start-end ms, last steps):');
    for (const step of diagnosis.lcpPath.slice(-LCP_PATH_SHOWN)) lines.push(`      ${`${Math.round(step.startMs)}-${Math.round(step.endMs)}`.padStart(11)}  ${step.what}`);
  }
  lines.push(diagnosis.layoutShifts.length > 0 ? '    layout shifts:' : '    layout shifts: none');
  for (const shift of diagnosis.layoutShifts) lines.push(`      ${shift.score.toFixed(3)}  ${shift.element}`);
  lines.push('    scripts by main-thread time (total / eval / parse):');
  for (const script of diagnosis.topScripts) {
    lines.push(`      ${ms(script.totalMs).padStart(8)} ${ms(script.scriptingMs).padStart(8)} ${ms(script.parseMs).padStart(7)}  ${script.url}`);
  }
  lines.push(diagnosis.longTasks.length > 0 ? '    longest simulated tasks (start ms, duration ms, script):' : '    long tasks: none');
  for (const task of diagnosis.longTasks) lines.push(`      ${ms(task.startMs).padStart(8)} ${ms(task.durationMs).padStart(7)}  ${task.url}`);
  return lines.join('\n');
}
