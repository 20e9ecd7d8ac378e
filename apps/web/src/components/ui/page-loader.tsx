import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** What a page shows while its code or texts load: a spinner, announced as loading. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
