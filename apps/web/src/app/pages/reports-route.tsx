import { defaultTimeZoneName } from '@rumbo/contract';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';

/** The reports in the user's language, their periods in the company's time zone (the report's days are its local days). */
export function ReportsRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  const timeZone = useAppSelector((state) => state.enterprise.current?.timeZoneName ?? state.userConfig.timeZoneName ?? defaultTimeZoneName);
  return <ReportsPage language={language} timeZone={timeZone} plansPath={paths.plans} />;
}
