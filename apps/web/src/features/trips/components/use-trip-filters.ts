import { useSearchParams } from 'react-router';
import { tripStatuses, type TripStatus } from '@rumbo/contract';

const isLocalDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const isTripStatus = (text: string): text is TripStatus => (tripStatuses as readonly string[]).includes(text);

export type TripFilterValues = ReturnType<typeof useTripFilters>['filters'];
/** Parameters to set; an empty value removes one. */
export type TripFilterChanges = Partial<Record<'from' | 'to' | 'status' | 'flagged' | 'employee' | 'page' | 'trip', string>>;

/** The URL holds the filters, the page and the open trip, so a link (from the employees list, say) opens the same view. */
export function useTripFilters() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const status = params.get('status') ?? '';
  const filters = {
    from: isLocalDay(from) ? from : '',
    to: isLocalDay(to) ? to : '',
    status: isTripStatus(status) ? status : undefined,
    flagged: params.get('flagged') === 'true',
    employee: params.get('employee') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    trip: params.get('trip') ?? '',
  };
  /** Sets some parameters; a filter change goes back to the first page. */
  const update = (changes: TripFilterChanges) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes) && !('trip' in changes)) next.delete('page');
      return next;
    });
  return { filters, update };
}
