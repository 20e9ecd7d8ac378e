import { CommutePage } from '@/features/riders/components/commute-page';
import { MyRidesPage, RidersHomePage } from '@/features/riders/components/rides-pages';
import { SearchPage } from '@/features/riders/components/search-page';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';

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

/** /app/commute: the person's commute, said once. */
export function MyCommuteRoute() {
  return <CommutePage searchPath={paths.rideSearch} />;
}

/** /app/search: the rides that fit the coming days, and the requests on the person's own rides. */
export function RideSearchRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <SearchPage language={language} commutePath={paths.myCommute} />;
}
