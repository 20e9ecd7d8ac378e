import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A person without the administrator role is told that this portal is for administrators. */
export function NonAdminNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconLock aria-hidden />} title={t('portal.adminsOnlyTitle')} mb="md">
      {t('portal.adminsOnlyText')}
    </Alert>
  );
}
