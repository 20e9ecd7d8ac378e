import { Stack } from '@mantine/core';
import { CommutePage } from '@/features/riders/components/commute-page';
import { MyRidesPage, RidersHomePage } from '@/features/riders/components/rides-pages';
import { SearchPage } from '@/features/riders/components/search-page';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';
import { RideMailsSwitch } from './ride-mails-switch';

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

/** /app/commute: the person's commute, said once, and whether its notices go by mail too. */
export function MyCommuteRoute() {
  return (
    <Stack gap="lg">
      <CommutePage searchPath={paths.rideSearch} />
      <RideMailsSwitch />
    </Stack>
  );
}

/** /app/search: the rides that fit the coming days, and the requests on the person's own rides. */
export function RideSearchRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <SearchPage language={language} commutePath={paths.myCommute} />;
}
