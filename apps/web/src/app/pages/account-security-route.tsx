import { useNavigate } from 'react-router';
import { defaultTimeZoneName } from '@rumbo/contract';
import { paths } from '@/config/paths';
import { AccountSecurityPage } from '@/features/account-security/components/account-security-page';
import { loggedOut } from '@/lib/api/session-slice';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * Login and security, with times in the user's language and zone. Signing out on every device ends
 * this session too: the browser forgets it and goes to the login page, as a logout does.
 */
export function AccountSecurityRoute() {
  const { language, timeZoneName } = useAppSelector((state) => state.userConfig);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const feedback = useFeedback();

  const signedOutEverywhere = (message: string) => {
    dispatch(loggedOut());
    feedback('success', message);
    void navigate(paths.login, { replace: true });
  };

  return <AccountSecurityPage language={language} timeZone={timeZoneName ?? defaultTimeZoneName} onSignedOutEverywhere={signedOutEverywhere} />;
}
