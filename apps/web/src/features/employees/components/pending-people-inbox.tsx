import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconInbox, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { formatDateTime, type Language, type PendingEmployee } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useApproveEmployeeMutation, useListPendingEmployeesQuery } from '../api/employees-api';
import { EmployeePagination } from './employee-pagination';

const pageSize = 10;

function PendingPerson({ employee, language, timeZone }: { employee: PendingEmployee; language: Language; timeZone: string }) {
  const { t } = useTranslation('employees');
  const notifyOutcome = useNotifyOutcome();
  const [approve, { isLoading }] = useApproveEmployeeMutation();
  const onApprove = () => notifyOutcome(approve(employee.employeeId), { success: t('inbox.approved', { name: employee.fullName }) });
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
          <IconUserQuestion size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`${paths.employeeDetail}?id=${employee.employeeId}`} fw={600} c="var(--mantine-color-text)">
              {employee.fullName}
            </Anchor>
            <Text size="sm" c="dimmed" truncate="end" title={employee.email}>
              {employee.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('inbox.waitingSince', { date: formatDateTime(employee.joinedAt, language, timeZone) })}
            </Text>
          </Stack>
        </Group>
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={isLoading}
          onClick={() => void onApprove()}
          aria-label={t('inbox.approveNamed', { name: employee.fullName })}
        >
          {t('inbox.approve')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The inbox's first section: the people who joined through the company's link and wait for approval, each approved in one click. */
export function PendingPeopleInbox({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation(['employees', 'common']);
  const [page, setPage] = useState(1);
  const pending = useListPendingEmployeesQuery({ page, pageSize });
  const data = pending.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  // Approving the last people of the last page leaves it empty: show the page before.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="inbox-pending">
      <Stack gap={2}>
        <Title order={2} fz="h3" id="inbox-pending">
          {t('inbox.pendingTitle')}
        </Title>
        {data && data.total > 0 && <Text c="dimmed">{t('inbox.subtitle', { count: data.total })}</Text>}
      </Stack>
      {pending.isError ? (
        <LoadError message={errorMessage(pending.error)} onRetry={() => void pending.refetch()} />
      ) : !data ? (
        <Stack gap="xs" role="status" aria-label={t('common:common.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={72} />
          ))}
        </Stack>
      ) : data.employees.length === 0 ? (
        <EmptyState icon={<IconInbox size={36} stroke={1.5} />} title={t('inbox.emptyTitle')} text={t('inbox.empty')} />
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('inbox.listLabel')}>
            {data.employees.map((employee) => (
              <PendingPerson key={employee.employeeId} employee={employee} language={language} timeZone={timeZone} />
            ))}
          </Stack>
          <EmployeePagination total={data.total} pageSize={pageSize} page={page} onPage={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
