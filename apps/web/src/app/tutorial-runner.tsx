import { useCallback } from 'react';
import { Tutorial } from '@/features/tutorial/components/tutorial';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { tutorialDismissed } from '@/features/user-config/user-config-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** Runs the tour while preferences.showTutorial is true; finishing or skipping saves false. */
export function TutorialRunner({ ready }: { ready: boolean }) {
  const dispatch = useAppDispatch();
  const showTutorial = useAppSelector((state) => state.userConfig.preferences.showTutorial);
  const [updateUserConfig] = useUpdateUserConfigMutation();
  const finish = useCallback(() => {
    void updateUserConfig({ showTutorial: false });
    dispatch(tutorialDismissed());
  }, [dispatch, updateUserConfig]);
  return <Tutorial run={ready && showTutorial} onFinish={finish} />;
}
