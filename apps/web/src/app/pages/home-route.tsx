import { defaultTimeZoneName } from '@rumbo/contract';
import { HomePage } from '@/features/home/components/home-page';
import { presetPeriod, todayIn } from '@/features/reports/report-period';
import { tutorialRequested } from '@/features/user-config/user-config-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

export function HomeRoute() {
  const dispatch = useAppDispatch();
  const name = useAppSelector((state) => state.session.user?.fullName);
  const language = useAppSelector((state) => state.userConfig.language);
  // Until the role is known the page is the administrators' (as the layout's menu is).
  const isAdmin = useAppSelector((state) => state.employee.employeeRole !== 'employee');
  // "This month" as the reports page counts it: the company's month, in its zone.
  const timeZone = useAppSelector((state) => state.enterprise.current?.timeZoneName ?? state.userConfig.timeZoneName ?? defaultTimeZoneName);
  const monthPeriod = presetPeriod('thisMonth', todayIn(timeZone));
  return (
    <HomePage
      userName={name}
      onStartTutorial={() => dispatch(tutorialRequested())}
      isAdmin={isAdmin}
      language={language}
      monthPeriod={monthPeriod}
    />
  );
}
