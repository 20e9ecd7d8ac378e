import { TripsPage } from '@/features/trips/components/trips-page';
import { useAppSelector } from '../hooks';

/** /home/trips: the company's trips, read in the user's language. */
export function TripsRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <TripsPage language={language} />;
}
