import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { Language } from '@rumbo/contract';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordSection } from './change-password-section';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from './two-step-section';

type Props = {
  language: Language;
  /** The zone the person reads times in. */
  timeZone: string;
  /** Every session ended, this one too: the app forgets it and goes to the login page. */
  onSignedOutEverywhere: (message: string) => void;
};

/** /home/profile/login-and-security: two-step verification, the password and the open sessions. */
export function AccountSecurityPage({ language, timeZone, onSignedOutEverywhere }: Props) {
  const { t } = useTranslation('accountSecurity');
  return (
    <Stack gap="lg" maw={800}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <TwoStepSection language={language} timeZone={timeZone} />
      <ChangePasswordSection />
      <SessionsSection language={language} timeZone={timeZone} onSignedOutEverywhere={onSignedOutEverywhere} />
    </Stack>
  );
}
