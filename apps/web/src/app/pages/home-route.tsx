import { HomePage } from '@/features/home/components/home-page';
import { tutorialRequested } from '@/features/user-config/user-config-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

export function HomeRoute() {
  const dispatch = useAppDispatch();
  const name = useAppSelector((state) => state.session.user?.fullName);
  const language = useAppSelector((state) => state.userConfig.language);
  // Until the role is known the page is the administrators' (as the layout's menu is).
  const isAdmin = useAppSelector((state) => state.employee.employeeRole !== 'employee');
  return <HomePage userName={name} onStartTutorial={() => dispatch(tutorialRequested())} isAdmin={isAdmin} language={language} />;
}
