import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { PublicShell } from '@/components/ui/public-shell';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useVerifyEmailMutation } from '../api/auth-api';

/** Landing page of the mailed verification link; continues to /home (or /login when logged out). */
export function VerifyEmailPage({ languageControl, continueTo }: { languageControl: ReactNode; continueTo: string }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [verifyEmail, { isSuccess, isError, error }] = useVerifyEmailMutation();
  const sent = useRef(false);
  useEffect(() => {
    // One attempt only: the link is single-use, so a second call (StrictMode) would fail it.
    if (sent.current || !token) return;
    sent.current = true;
    void verifyEmail({ token });
  }, [token, verifyEmail]);

  return (
    <PublicShell title={t('verifyEmail.title')} headerRight={languageControl} logoHref={paths.landing} logoLabel={t('common:brand.logoAlt')}>
      <Stack>
        {!token || isError ? (
          <Alert color="red" role="alert">
            {token ? errorMessage(error) : t('messages:verificationLinkInvalid')}
          </Alert>
        ) : isSuccess ? (
          <Alert icon={<IconCircleCheck aria-hidden />} role="status">
            {t('verifyEmail.done')}
          </Alert>
        ) : (
          <Stack align="center" role="status">
            <Loader />
            <Text>{t('verifyEmail.verifying')}</Text>
          </Stack>
        )}
        <Button component={Link} to={continueTo}>
          {t('verifyEmail.continue')}
        </Button>
      </Stack>
    </PublicShell>
  );
}
