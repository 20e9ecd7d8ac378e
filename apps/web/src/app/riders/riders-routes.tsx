import { ridersApi } from '@/features/riders/api/riders-api';
import { fetchRideDayFor } from '@/features/riders/components/ride-card';
import { MyRidesPage, RidersHomePage } from '@/features/riders/components/rides-pages';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';
import type { FirstData } from './riders-app';

// The home and the rides list only: the commute's form and the search are chunks of their own
// (commute-route.tsx, search-route.tsx), so /app's first load carries no form library or schema.

/** /app: the riders' home, read in the user's language. */
export function RidersHomeRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <RidersHomePage language={language} allRidesPath={paths.myRides} commutePath={paths.myCommute} />;
}

/** The person's rides, and the code of the day's steps when one of their cards shows them. */
const askRides: FirstData = (dispatch) => {
  const rides = dispatch(ridersApi.endpoints.listMyRides.initiate());
  return [rides, rides.then(({ data }) => data && fetchRideDayFor(data))];
};

/** What /app draws from its first paint: the rides and this month's impact. */
export const askHomeData: FirstData = (dispatch) => [...askRides(dispatch), dispatch(ridersApi.endpoints.getMyImpact.initiate({}))];

/** What /app/rides draws from its first paint. */
export const askMyRidesData: FirstData = askRides;

/** /app/rides: all of the person's rides. */
export function MyRidesRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <MyRidesPage language={language} />;
}
