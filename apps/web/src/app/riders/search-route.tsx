import { SearchPage } from '@/features/riders/components/search-page';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';

/** /app/search: the rides that fit the coming days, and the requests on the person's own rides. */
export function RideSearchRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  return <SearchPage language={language} commutePath={paths.myCommute} />;
}
