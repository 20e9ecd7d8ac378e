// The one table the proof prints: a line per claim, PASS or FAIL, and the figures that decided it.
import { emptyTally, type Tally } from './http.js';

export type Line = { name: string; result: 'PASS' | 'FAIL' | 'NOT RUN' | 'SKIPPED'; figures: string };

export const passOrFail = (passed: boolean): Line['result'] => (passed ? 'PASS' : 'FAIL');

const thousands = (value: number) => Math.round(value).toLocaleString('en');

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

const milliseconds = (value: number) => (value >= 100 ? thousands(value) : value.toFixed(1));

/** What makes a kind fail, in words; none when it passed. */
export function tallyProblems(tally: Tally, { allowUnavailable = false } = {}): string[] {
  const problems: string[] = [];
  const listed = (map: Map<string, number>) => [...map].map(([what, count]) => `${count}× ${what.slice(0, 90)}`).join('; ');
  const serverErrors = [...tally.otherServerErrors.values()].reduce((sum, count) => sum + count, 0);
  if (serverErrors > 0) problems.push(`5xx: ${listed(tally.otherServerErrors)}`);
  if (tally.unavailable > 0 && !allowUnavailable) problems.push(`${tally.unavailable}× 503`);
  if (tally.unavailableWithoutRetryAfter > 0) problems.push(`${tally.unavailableWithoutRetryAfter}× 503 without Retry-After`);
  if (tally.connectionErrors.size > 0) problems.push(`connection errors: ${listed(tally.connectionErrors)}`);
  if (tally.hangs > 0) problems.push(`${tally.hangs} unanswered after 10 s`);
  if (tally.tooMany > 0) problems.push(`${tally.tooMany}× 429`);
  if (tally.unexpected4xx.size > 0) problems.push(`unexpected: ${listed(tally.unexpected4xx)}`);
  return problems;
}

/** The figures of one kind of request: how many, how they were answered, p50/p99 and req/s. */
export function tallyFigures(tally: Tally, seconds: number): string {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const parts = [`${thousands(tally.count)} req, ${thousands(tally.ok)} 2xx`];
  if (tally.expected4xx > 0) parts.push(`${thousands(tally.expected4xx)} expected 4xx`);
  if (tally.unavailable > 0) parts.push(`${thousands(tally.unavailable)} 503`);
  if (tally.cutByKill > 0) parts.push(`${tally.cutByKill} cut by the kill`);
  parts.push(`p50 ${milliseconds(percentile(sorted, 0.5))} ms, p99 ${milliseconds(percentile(sorted, 0.99))} ms, ${(tally.count / seconds).toFixed(1)} req/s`);
  return parts.join(', ');
}

/** Sums the tallies of a phase, for its all-kinds line. */
export function totalOf(tallies: Iterable<Tally>): Tally {
  const total = emptyTally();
  const merge = (into: Map<string, number>, from: Map<string, number>) => from.forEach((count, key) => into.set(key, (into.get(key) ?? 0) + count));
  for (const tally of tallies) {
    for (const key of ['count', 'ok', 'expected4xx', 'tooMany', 'unavailable', 'unavailableWithoutRetryAfter', 'cutByKill', 'hangs'] as const) total[key] += tally[key];
    total.slowestUnavailable = Math.max(total.slowestUnavailable, tally.slowestUnavailable);
    merge(total.unexpected4xx, tally.unexpected4xx);
    merge(total.otherServerErrors, tally.otherServerErrors);
    merge(total.connectionErrors, tally.connectionErrors);
    for (const latency of tally.latencies) total.latencies.push(latency);
  }
  return total;
}

/** The table, its columns as wide as their longest cell (figures wrapped at 110 characters). */
export function renderTable(lines: Line[]): string {
  const wrap = (text: string) => {
    const out: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      if (current && current.length + word.length + 1 > 110) {
        out.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    return [...out, current];
  };
  const nameWidth = Math.max(4, ...lines.map((line) => line.name.length));
  const resultWidth = 7;
  const rule = `${'-'.repeat(nameWidth + 2)}+${'-'.repeat(resultWidth + 2)}+${'-'.repeat(112)}`;
  const rows = [` ${'line'.padEnd(nameWidth)} | ${'result'.padEnd(resultWidth)} | figures`, rule];
  for (const line of lines) {
    const [first, ...rest] = wrap(line.figures);
    rows.push(` ${line.name.padEnd(nameWidth)} | ${line.result.padEnd(resultWidth)} | ${first}`);
    for (const more of rest) rows.push(` ${''.padEnd(nameWidth)} | ${''.padEnd(resultWidth)} | ${more}`);
  }
  return rows.join('\n');
}
