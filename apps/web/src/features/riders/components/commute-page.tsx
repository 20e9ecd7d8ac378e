import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { Link } from '@/lib/navigation/navigation';
import { useGetMyCommuteQuery, useSaveMyCommuteMutation } from '../api/commute-api';
import { CommuteForm } from './commute-form';

/** /app/commute: home, the office, the usual days and times, driving or riding, said once. */
export function CommutePage({ searchPath }: { searchPath: string }) {
  const { t } = useTranslation('riders');
  const commute = useGetMyCommuteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saveState] = useSaveMyCommuteMutation();
  const saved = commute.data?.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('riders.commute.title')}
        </Title>
        <Text c="dimmed">{t('riders.commute.subtitle')}</Text>
      </Stack>
      {saveState.isSuccess && saveState.data && (
        <Alert color="teal" role="status" title={saveState.data.message}>
          <Anchor component={Link} to={searchPath} fw={600}>
            {t('riders.commute.seeMatches')}
          </Anchor>
        </Alert>
      )}
      {commute.isError ? (
        <LoadError message={`${t('riders.commute.loadError')} ${errorMessage(commute.error)}`} onRetry={() => void commute.refetch()} />
      ) : !saved ? (
        <Center py="xl" role="status" aria-label={t('riders.commute.loading')}>
          <Loader />
        </Center>
      ) : saved.work === null ? (
        <Alert color="orange" icon={<IconBuildingOff size={20} aria-hidden />} title={t('riders.commute.noWorkTitle')}>
          {t('riders.commute.noWork')}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p="md">
          <CommuteForm saved={saved} onSave={(body) => save(body)} saving={saveState.isLoading} saveError={saveState.error} />
        </Paper>
      )}
    </Stack>
  );
}
