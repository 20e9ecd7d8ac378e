import { describe, expect, it } from 'vitest';
import {
  auditsBelowFullMarks,
  figuresOf,
  formatPage,
  javascriptKiB,
  median,
  meetsFloor,
  summarizePage,
  type LighthouseReport,
  type RunFigures,
} from './lighthouse-figures';

/** The few parts of a Lighthouse report the tool reads, with made-up numbers. */
function report(overrides: { performance?: number | null; scriptBytes?: number; colorContrast?: number } = {}): LighthouseReport {
  const category = (score: number | null, auditRefs: { id: string; weight: number }[] = []) => ({ score, auditRefs });
  return {
    categories: {
      performance: category(overrides.performance === undefined ? 0.81 : overrides.performance, [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'cumulative-layout-shift', weight: 25 },
      ]),
      accessibility: category(0.96, [
        { id: 'color-contrast', weight: 7 },
        { id: 'html-has-lang', weight: 7 },
      ]),
      'best-practices': category(1),
      seo: category(1, [{ id: 'robots-txt', weight: 0 }]),
    },
    environment: { benchmarkIndex: 1296.5 },
    audits: {
      'largest-contentful-paint': { score: 0.62, numericValue: 3412.7 },
      'total-blocking-time': { score: 0.3, numericValue: 1187.4 },
      'cumulative-layout-shift': { score: 1, numericValue: 0.004 },
      'color-contrast': { score: overrides.colorContrast ?? 0 },
      'html-has-lang': { score: 1 },
      'robots-txt': { score: 0 },
      'resource-summary': {
        score: null,
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', transferSize: 300_000 },
            ...(overrides.scriptBytes === undefined ? [] : [{ resourceType: 'script', transferSize: overrides.scriptBytes }]),
            { resourceType: 'document', transferSize: 2_048 },
          ],
        },
      },
    },
  };
}

const run = (figures: Partial<RunFigures>): RunFigures => ({
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  lcp: 1000,
  tbt: 100,
  javascript: 10,
  cpu: 2000,
  ...figures,
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middle values of an even one, whatever the order', () => {
    expect(median([91, 72, 88])).toBe(88);
    expect(median([0.01, 0.3, 0.02, 0])).toBe(0.015);
    expect(median([5])).toBe(5);
  });

  it('leaves out a run that lacks the figure, and has none when no run has it', () => {
    expect(median([90, Number.NaN, 80])).toBe(85);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

describe('floors', () => {
  it('compares as each floor says, the boundary included only where it should be', () => {
    expect(meetsFloor(95, { comparison: '>=', value: 95 })).toBe(true);
    expect(meetsFloor(94, { comparison: '>=', value: 95 })).toBe(false);
    expect(meetsFloor(100, { comparison: '=', value: 100 })).toBe(true);
    expect(meetsFloor(99, { comparison: '=', value: 100 })).toBe(false);
    expect(meetsFloor(0.019, { comparison: '<', value: 0.02 })).toBe(true);
    expect(meetsFloor(0.02, { comparison: '<', value: 0.02 })).toBe(false);
    expect(meetsFloor(60, { comparison: '<=', value: 60 })).toBe(true);
    expect(meetsFloor(60.1, { comparison: '<=', value: 60 })).toBe(false);
  });

  it('fails a missing figure', () => {
    expect(meetsFloor(Number.NaN, { comparison: '<', value: 0.02 })).toBe(false);
  });

  it('judges the median, not each run: one slow run of three passes, two do not', () => {
    const judged = (runs: RunFigures[]) => summarizePage('/login', runs).figures.find((figure) => figure.id === 'performance')!;
    expect(judged([run({ performance: 95 }), run({ performance: 70 }), run({ performance: 91 })])).toMatchObject({ median: 91, pass: true });
    expect(judged([run({ performance: 95 }), run({ performance: 70 }), run({ performance: 89 })])).toMatchObject({ median: 89, pass: false });
  });

  it('holds the landing page to the stricter performance and JavaScript floors', () => {
    const runs = [run({ performance: 92, javascript: 100 })];
    expect(summarizePage('/sign-up', runs).pass).toBe(true);
    const landing = summarizePage('/', runs);
    expect(landing.pass).toBe(false);
    expect(landing.figures.filter((figure) => figure.pass === false).map((figure) => figure.id)).toEqual(['performance', 'javascript']);
  });

  it('gives LCP no floor of its own, so it never fails the page', () => {
    const summary = summarizePage('/', [run({ lcp: 9000 })]);
    const lcp = summary.figures.find((figure) => figure.id === 'lcp')!;
    expect([lcp.median, lcp.floor, lcp.pass]).toEqual([9000, undefined, undefined]);
    expect(summary.pass).toBe(true);
  });
});

describe('reading a Lighthouse report', () => {
  it('takes the script row of resource-summary, in KiB', () => {
    expect(javascriptKiB(report({ scriptBytes: 61_952 }))).toBe(60.5);
  });

  it('reads no JavaScript when the page loaded no script (Lighthouse then leaves the row out)', () => {
    expect(javascriptKiB(report())).toBe(0);
  });

  it('refuses a report without resource-summary rather than reporting 0 KiB', () => {
    const withoutSummary = report();
    delete withoutSummary.audits['resource-summary'];
    expect(() => javascriptKiB(withoutSummary)).toThrow(/resource-summary/);
  });

  it('reads scores as 0-100, CLS, LCP and TBT from their audits, and the host’s CPU power', () => {
    expect(figuresOf(report({ scriptBytes: 10_240 }))).toEqual({
      performance: 81,
      accessibility: 96,
      'best-practices': 100,
      seo: 100,
      cls: 0.004,
      lcp: 3412.7,
      tbt: 1187.4,
      javascript: 10,
      cpu: 1296.5,
    });
  });

  it('has no score for a category Lighthouse could not score', () => {
    expect(figuresOf(report({ performance: null })).performance).toBeNaN();
  });

  it('names the scored audits that cost points, a performance metric only once it leaves the green band', () => {
    expect(auditsBelowFullMarks(report())).toEqual(['performance: largest-contentful-paint', 'accessibility: color-contrast']);
  });

  it('says in how many runs an audit failed when not in all of them', () => {
    const summary = summarizePage('/login', [run({}), run({})], [auditsBelowFullMarks(report()), auditsBelowFullMarks(report({ colorContrast: 1 }))]);
    expect(summary.auditsBelowFullMarks).toEqual(['performance: largest-contentful-paint', 'accessibility: color-contrast [1/2 runs]']);
  });
});

describe('the printed table', () => {
  it('shows each median beside its runs and floor, marked pass or FAIL', () => {
    const table = formatPage(summarizePage('/', [run({ performance: 72, javascript: 145.26 }), run({ performance: 75, javascript: 145.26 }), run({ performance: 70, javascript: 145.26 })]));
    expect(table).toContain('/: below its floors');
    expect(table).toMatch(/performance +72 +72, 75, 70 +≥ 95 +FAIL/);
    expect(table).toMatch(/accessibility +100 .*= 100 +pass/);
    expect(table).toMatch(/JavaScript +145\.3 KiB .*≤ 60 KiB +FAIL/);
    expect(table).toMatch(/LCP +1\.0 s .*no floor\n/);
  });
});
