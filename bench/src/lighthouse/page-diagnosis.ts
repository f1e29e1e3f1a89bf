import type { Result } from 'lighthouse';

// Where a page's time goes, read from its Lighthouse report: what the others change the front end
// by. Details are unions of many shapes; only the fields read here are typed.

interface NodeValue {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
}
interface Row {
  [key: string]: unknown;
}
interface Details {
  type: string;
  items?: Row[];
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
}

export interface Opportunity {
  id: string;
  savingsMs: number;
  savingsKiB: number;
}

export interface PageDiagnosis {
  /** The LCP element's selector (or its text), and how long each phase of the LCP took. */
  lcpElement: string | null;
  lcpPhases: Array<{ phase: string; ms: number }>;
  /** Lighthouse's opportunities with savings, biggest first. */
  opportunities: Opportunity[];
  renderBlocking: string[];
  longTasks: Array<{ url: string; ms: number }>;
  layoutShifts: Array<{ element: string; score: number }>;
  /** Scripts by main-thread time (parse, compile and evaluation). */
  scriptTime: Array<{ url: string; ms: number }>;
  /** Audits Lighthouse could not run: their parts of the diagnosis are unknown, not empty. */
  failedAudits: string[];
}

type Report = Pick<Result, 'audits'>;

const detailsOf = (report: Report, id: string): Details | undefined =>
  report.audits[id]?.details as Details | undefined;

const isNode = (value: unknown): value is NodeValue =>
  typeof value === 'object' && value !== null && (value as NodeValue).type === 'node';

const describeNode = (node: NodeValue): string => node.selector || node.nodeLabel || '(unnamed element)';

/** A URL without the origin: the reports are of one local shop, its paths are what tell. */
const pathOf = (url: unknown): string => {
  if (typeof url !== 'string') return String(url);
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
};

/** The LCP element audit is a list: the element's table, then (when measured) the phases' table. */
function lcpOf(report: Report): Pick<PageDiagnosis, 'lcpElement' | 'lcpPhases'> {
  const tables = (detailsOf(report, 'largest-contentful-paint-element')?.items ?? []) as unknown as Details[];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((row) => ({
    phase: String(row.phase),
    ms: Math.round(Number(row.timing)),
  }));
  return { lcpElement: isNode(node) ? describeNode(node) : null, lcpPhases: phases };
}

function opportunitiesOf(report: Report): Opportunity[] {
  return Object.entries(report.audits)
    .map(([id, audit]) => ({ id, details: audit.details as Details | undefined }))
    .filter(({ details }) => details?.type === 'opportunity')
    .map(({ id, details }) => ({
      id,
      savingsMs: Math.round(details?.overallSavingsMs ?? 0),
      savingsKiB: Math.round((details?.overallSavingsBytes ?? 0) / 1024),
    }))
    .filter((opportunity) => opportunity.savingsMs > 0 || opportunity.savingsKiB > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKiB - a.savingsKiB);
}

export function diagnose(report: Report): PageDiagnosis {
  const rows = (id: string) => detailsOf(report, id)?.items ?? [];
  return {
    ...lcpOf(report),
    opportunities: opportunitiesOf(report),
    renderBlocking: rows('render-blocking-resources').map((row) => pathOf(row.url)),
    longTasks: rows('long-tasks')
      .map((row) => ({ url: pathOf(row.url), ms: Math.round(Number(row.duration)) }))
      .sort((a, b) => b.ms - a.ms),
    layoutShifts: rows('layout-shifts')
      .map((row) => ({
        element: isNode(row.node) ? describeNode(row.node) : '(unattributed)',
        score: Number(Number(row.score).toFixed(3)),
      }))
      .sort((a, b) => b.score - a.score),
    scriptTime: rows('bootup-time')
      .map((row) => ({ url: pathOf(row.url), ms: Math.round(Number(row.total)) }))
      .sort((a, b) => b.ms - a.ms),
    failedAudits: Object.entries(report.audits)
      .filter(([, audit]) => audit.scoreDisplayMode === 'error')
      .map(([id]) => id),
  };
}

/** One markdown line per page: the LCP's phases, the top opportunities, shifts and long tasks. */
export function diagnosisLine(label: string, diagnosis: PageDiagnosis, top = 3): string {
  const list = <T>(items: T[], show: (item: T) => string) =>
    items.length === 0 ? 'none' : items.slice(0, top).map(show).join(', ');
  const known = (audit: string, part: string) => (diagnosis.failedAudits.includes(audit) ? [] : [part]);
  const phases = list(diagnosis.lcpPhases, (phase) => `${phase.phase} ${phase.ms} ms`);
  return [
    `- **${label}**:`,
    ...known(
      'largest-contentful-paint-element',
      `LCP element \`${diagnosis.lcpElement ?? 'none'}\` (${phases});`,
    ),
    `opportunities ${list(diagnosis.opportunities, (o) => `${o.id} ${o.savingsMs} ms / ${o.savingsKiB} KiB`)};`,
    ...known('render-blocking-resources', `render-blocking ${list(diagnosis.renderBlocking, (url) => url)};`),
    ...known(
      'layout-shifts',
      `shifts ${list(diagnosis.layoutShifts, (shift) => `\`${shift.element}\` ${shift.score}`)};`,
    ),
    `script time ${list(diagnosis.scriptTime, (script) => `${script.url} ${script.ms} ms`)};`,
    `long tasks ${list(diagnosis.longTasks, (task) => `${task.url} ${task.ms} ms`)}`,
  ].join(' ');
}
