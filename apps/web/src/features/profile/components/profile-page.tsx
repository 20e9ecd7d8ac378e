import type { ReactNode } from 'react';
import { Divider, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { useGetProfileQuery } from '../api/profile-api';
import { ProfileLinks } from './profile-links';
import { ProfileRows } from './profile-rows';
import type { ProfileSaved } from './use-save-profile-field';

type Props = {
  /** The company's logo with its change and remove buttons (another feature's), above the rows. */
  logo?: ReactNode;
  /** The tax document's row (another feature's), shown after the time zone; nothing until it exists. */
  taxDocumentRow?: ReactNode;
  /** Told after each saved change, with the profile before and after it (the app applies language and time zone). */
  onSaved?: ProfileSaved;
};

/** /home/profile: the company's editable profile and the links to its other settings. */
export function ProfilePage({ logo, taxDocumentRow, onSaved }: Props) {
  const { t } = useTranslation('profile');
  const profile = useGetProfileQuery();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {logo}
      <Paper withBorder radius="lg" px={{ base: 'md', sm: 'lg' }} py="xs">
        {profile.isError ? (
          <LoadError message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />
        ) : profile.data ? (
          <>
            <ProfileRows profile={profile.data.data} onSaved={onSaved} />
            {taxDocumentRow && (
              <>
                <Divider />
                {taxDocumentRow}
              </>
            )}
          </>
        ) : (
          <Text role="status" py="md">
            {t('profile.loading')}
          </Text>
        )}
      </Paper>
      <ProfileLinks />
    </Stack>
  );
}
