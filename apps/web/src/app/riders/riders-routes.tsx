import { MyRidesPage, RidersHomePage } from '@/features/riders/components/rides-pages';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';

/** /app: the riders' home, read in the user's language. */
export function RidersHomeRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <RidersHomePage language={language} allRidesPath={paths.myRides} />;
}

/** /app/rides: all of the person's rides. */
export function MyRidesRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <MyRidesPage language={language} />;
}
