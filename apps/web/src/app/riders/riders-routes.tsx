import { MyRidesPage, RidersHomePage } from '@/features/riders/components/rides-pages';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';

// The home and the rides list only: the commute's form and the search are chunks of their own
// (commute-route.tsx, search-route.tsx), so /app's first load carries no form library or schema.

/** /app: the riders' home, read in the user's language. */
export function RidersHomeRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <RidersHomePage language={language} allRidesPath={paths.myRides} commutePath={paths.myCommute} />;
}

/** /app/rides: all of the person's rides. */
export function MyRidesRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <MyRidesPage language={language} />;
}
