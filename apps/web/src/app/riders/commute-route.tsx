import { CommutePage } from '@/features/riders/components/commute-page';
import { paths } from '@/config/paths';

/** /app/commute: the person's commute, said once. */
export function MyCommuteRoute() {
  return <CommutePage searchPath={paths.rideSearch} />;
}
