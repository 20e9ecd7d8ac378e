import { zodResolver } from '@hookform/resolvers/zod';
import { reportMetricsQuerySchema } from '@rumbo/contract';

/** The contract's rules for a custom period, as the form checks it (custom-period-form.tsx loads this at the first check). */
export const customPeriodResolver = zodResolver(reportMetricsQuerySchema);
