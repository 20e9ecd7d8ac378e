import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';

export type DailyChartProps = {
  kind: 'bar' | 'area';
  height: number;
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string };
  valueFormatter: (value: number) => string;
  /** Counts of trips and people: no 0.5 tick on their axis. */
  whole: boolean;
};

/** One day-by-day picture: the charts library, fetched only when a chart is about to be seen. */
export function DailyChart({ kind, height, data, series, valueFormatter, whole }: DailyChartProps) {
  const common = { h: height, data, dataKey: 'label', tickLine: 'y' as const, withTooltip: true, series: [series], valueFormatter, yAxisProps: whole ? { allowDecimals: false } : undefined };
  return kind === 'bar' ? <BarChart {...common} barChartProps={{ accessibilityLayer: false }} /> : <AreaChart {...common} curveType="monotone" areaChartProps={{ accessibilityLayer: false }} />;
}
