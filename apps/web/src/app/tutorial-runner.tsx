import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Tutorial } from '@/features/tutorial/components/tutorial';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { tutorialDismissed } from '@/features/user-config/user-config-slice';
import { useAppDispatch, useAppSelector } from './hooks';

// The tour's code (driver.js and its styles) is fetched only when the tour is to run: most people
// never see it again after their first visit. Kept here once loaded, so the runner renders it in the
// same commit that marks the page ready, never a moment after.
let tutorialModule: { Tutorial: typeof Tutorial } | undefined;
const loadTutorial = () => import('@/features/tutorial/components/tutorial').then((module) => (tutorialModule = module));

/** Whether the tour's code is here; fetched once `wanted`. */
export function useTutorialLoaded(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(tutorialModule !== undefined);
  useEffect(() => {
    // A transition: an update from a promise is otherwise rendered at once, the whole layout with it.
    if (wanted && !loaded) void loadTutorial().then(() => startTransition(() => setLoaded(true)));
  }, [wanted, loaded]);
  return loaded;
}

/** Runs the tour while preferences.showTutorial is true; finishing or skipping saves false. */
export function TutorialRunner({ ready }: { ready: boolean }) {
  const dispatch = useAppDispatch();
  const showTutorial = useAppSelector((state) => state.userConfig.preferences.showTutorial);
  const [updateUserConfig] = useUpdateUserConfigMutation();
  const finish = useCallback(() => {
    void updateUserConfig({ showTutorial: false });
    dispatch(tutorialDismissed());
  }, [dispatch, updateUserConfig]);
  const Tutorial = tutorialModule?.Tutorial;
  return Tutorial ? <Tutorial run={ready && showTutorial} onFinish={finish} /> : null;
}
