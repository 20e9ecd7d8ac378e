// The pure parts of `npm run lighthouse` (tooling/lighthouse.ts): the figures read from one Lighthouse
// report, their medians over the runs, the floors each page must reach, and the printed table.

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];
export type FigureId = CategoryId | 'cls' | 'lcp' | 'tbt' | 'javascript' | 'cpu';

/**
 * The little of a Lighthouse report (LH.Result) this tool reads. A real report fits it; tests
 * write one by hand.
 */
export type LighthouseReport = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown } | undefined>;
  environment?: { benchmarkIndex?: number };
};

/**
 * One run's figures: scores 0-100, CLS unitless, LCP and TBT (total blocking time) in ms, JavaScript in
 * KiB as transferred (gzipped), and the host's CPU power as Lighthouse measured it (its benchmark index).
 * The mobile preset slows the host's CPU four times whatever the host: on a slower one the same page
 * blocks longer, so the blocking time and the performance score are read beside that index.
 */
export type RunFigures = Record<FigureId, number>;

export type Floor = { comparison: '>=' | '=' | '<' | '<='; value: number };

const figureLabels: Record<FigureId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
  cls: 'CLS',
  lcp: 'LCP',
  tbt: 'TBT',
  javascript: 'JavaScript',
  cpu: 'CPU power',
};
const figureOrder = Object.keys(figureLabels) as FigureId[];

const perfectScores = { accessibility: { comparison: '=', value: 100 }, 'best-practices': { comparison: '=', value: 100 }, seo: { comparison: '=', value: 100 } } as const;
const noLayoutShift = { comparison: '<', value: 0.02 } as const;
const privateFloors = { performance: { comparison: '>=', value: 90 }, accessibility: perfectScores.accessibility, 'best-practices': perfectScores['best-practices'] } as const;

/**
 * The floors of the public pages. LCP has none of its own: the performance score weighs it. The
 * landing page is the first thing a visitor loads, so it gets the stricter performance and JavaScript
 * floors; the login and sign-up pages carry the form and its validation.
 */
export const floorsByPage: Record<string, Partial<Record<FigureId, Floor>>> = {
  '/': { performance: { comparison: '>=', value: 95 }, ...perfectScores, cls: noLayoutShift, javascript: { comparison: '<=', value: 60 } },
  '/login': { performance: { comparison: '>=', value: 90 }, ...perfectScores, cls: noLayoutShift, javascript: { comparison: '<=', value: 150 } },
  '/sign-up': { performance: { comparison: '>=', value: 90 }, ...perfectScores, cls: noLayoutShift, javascript: { comparison: '<=', value: 150 } },
  // Logged in: the first pages after a login. Search engines never see them (robots.txt), so SEO has no floor.
  '/home': privateFloors,
  '/employees': privateFloors,
  '/home/reports': privateFloors,
  // The riders' app, on the phone it is made for: lighter than the administrators' pages, so a higher floor.
  '/app': { ...privateFloors, performance: { comparison: '>=', value: 95 } },
};
export const measuredPages = Object.keys(floorsByPage);
/** The pages measured logged in, as the demo company's administrator. */
export const privatePages = ['/home', '/employees', '/home/reports', '/app'];
/** The pages measured logged in as the demo company's passenger, who is no administrator. */
export const riderPages = ['/app'];

/** The middle value (the mean of the two middle ones for an even count); figures a run lacks (NaN) are left out. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A missing figure (NaN) meets no floor. */
export function meetsFloor(value: number, floor: Floor): boolean {
  switch (floor.comparison) {
    case '>=':
      return value >= floor.value;
    case '=':
      return value === floor.value;
    case '<':
      return value < floor.value;
    case '<=':
      return value <= floor.value;
  }
}

/** Bytes of script the page transferred (compressed as sent), in KiB, from the resource-summary audit's script row. */
export function javascriptKiB(report: LighthouseReport): number {
  const details = report.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  if (!details?.items) throw new Error('the Lighthouse report has no resource-summary table');
  // Lighthouse leaves out the row of a type the page never requested.
  const scripts = details.items.find((item) => item.resourceType === 'script');
  return (scripts?.transferSize ?? 0) / 1024;
}

/** A category's score as 0-100; NaN when Lighthouse could not score it (one of its audits failed to run). */
function categoryScore(report: LighthouseReport, id: CategoryId): number {
  const score = report.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
}

export function figuresOf(report: LighthouseReport): RunFigures {
  return {
    performance: categoryScore(report, 'performance'),
    accessibility: categoryScore(report, 'accessibility'),
    'best-practices': categoryScore(report, 'best-practices'),
    seo: categoryScore(report, 'seo'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    javascript: javascriptKiB(report),
    cpu: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * The scored audits that cost a category points, as `category: audit-id`. A performance
 * metric counts once it leaves Lighthouse's green band (below 0.9); any other audit below full marks.
 */
export function auditsBelowFullMarks(report: LighthouseReport): string[] {
  return categoryIds.flatMap((categoryId) => {
    const enough = categoryId === 'performance' ? 0.9 : 1;
    return (report.categories[categoryId]?.auditRefs ?? []).flatMap(({ id, weight }) => {
      const audit = report.audits[id];
      if (weight <= 0 || !audit || audit.score === null || audit.score >= enough) return [];
      return [`${categoryId}: ${id}`];
    });
  });
}

export type FigureSummary = { id: FigureId; label: string; runs: number[]; median: number; floor?: Floor; pass?: boolean };
export type PageSummary = { path: string; figures: FigureSummary[]; pass: boolean; auditsBelowFullMarks: string[] };

/** Each figure's median over the runs beside its floor; the page passes when every median meets its floor. */
export function summarizePage(path: string, runs: RunFigures[], belowFullMarks: string[][] = []): PageSummary {
  const floors = floorsByPage[path] ?? {};
  const figures = figureOrder.map((id): FigureSummary => {
    const values = runs.map((run) => run[id]);
    const middle = median(values);
    const floor = floors[id];
    return { id, label: figureLabels[id], runs: values, median: middle, ...(floor ? { floor, pass: meetsFloor(middle, floor) } : {}) };
  });
  // An audit that failed in only some runs says the figure is noisy: the count shows it.
  const counts = new Map<string, number>();
  for (const audit of belowFullMarks.flat()) counts.set(audit, (counts.get(audit) ?? 0) + 1);
  const audits = [...counts].map(([audit, count]) => (count === runs.length ? audit : `${audit} [${count}/${runs.length} runs]`));
  return { path, figures, pass: figures.every((figure) => figure.pass !== false), auditsBelowFullMarks: audits };
}

export function formatValue(id: FigureId, value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (id === 'cls') return value.toFixed(3);
  if (id === 'lcp') return `${(value / 1000).toFixed(1)} s`;
  if (id === 'tbt') return `${Math.round(value)} ms`;
  if (id === 'javascript') return `${value.toFixed(1)} KiB`;
  return String(Math.round(value));
}

function formatFloor(id: FigureId, floor: Floor | undefined): string {
  if (!floor) return 'no floor';
  const symbol = { '>=': '≥', '=': '=', '<': '<', '<=': '≤' }[floor.comparison];
  return `${symbol} ${id === 'javascript' ? `${floor.value} KiB` : floor.value}`;
}

/** The page's block of the printed table: figure, median, the runs it came from, floor, pass or FAIL. */
export function formatPage(summary: PageSummary): string {
  const rows = summary.figures.map((figure) => [
    figure.label,
    formatValue(figure.id, figure.median),
    figure.runs.map((value) => formatValue(figure.id, value)).join(', '),
    formatFloor(figure.id, figure.floor),
    figure.pass === undefined ? '' : figure.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['figure', 'median', 'runs', 'floor', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    '  ' + row.map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('   ').trimEnd();
  const audits = summary.auditsBelowFullMarks.length ? summary.auditsBelowFullMarks.map((audit) => `    ${audit}`).join('\n') : '    none';
  return [
    `${summary.path}: ${summary.pass ? 'meets every floor' : 'below its floors'}`,
    line(header),
    ...rows.map(line),
    '  audits below full marks:',
    audits,
  ].join('\n');
}
