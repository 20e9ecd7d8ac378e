import { HomePage } from '@/features/home/components/home-page';
import { tutorialRequested } from '@/features/user-config/user-config-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

export function HomeRoute() {
  const dispatch = useAppDispatch();
  const name = useAppSelector((state) => state.session.user?.fullName);
  return <HomePage userName={name} onStartTutorial={() => dispatch(tutorialRequested())} />;
}
