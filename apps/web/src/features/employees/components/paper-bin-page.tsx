import { useEffect, useState } from 'react';
import { ActionIcon, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { TooltipOnUse } from '@/components/ui/tooltip-on-use';
import { IconArrowBackUp, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { Language, TrashedEmployee } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { formatDateTime, formatPhone } from '@rumbo/contract';
import { useDeleteEmployeeMutation, useListTrashQuery, useRestoreEmployeeMutation } from '../api/employees-api';
import { EmployeeEmail } from './employee-email';
import { EmployeePagination } from './employee-pagination';
import classes from './employee-table.module.css';

/** /paper-bin: trashed employees with the date; restore or delete for good, each confirmed. */
export function PaperBinPage({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation(['employees', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const [page, setPage] = useState(1);
  const trash = useListTrashQuery({ page });
  const [restore, restoreState] = useRestoreEmployeeMutation();
  const [remove, removeState] = useDeleteEmployeeMutation();
  const [confirming, setConfirming] = useState<{ action: 'restore' | 'delete'; employee: TrashedEmployee } | null>(null);

  const confirm = async () => {
    if (!confirming) return;
    const { action, employee } = confirming;
    await notifyOutcome(action === 'restore' ? restore(employee.employeeId) : remove(employee.employeeId), {
      success: (answer) => answer.message,
      failure: t('paperBin.failure'),
    });
    setConfirming(null);
  };

  const data = trash.data;
  // Restoring or deleting the last person of the last page leaves that page empty: show the last
  // page that still has people (the empty state only when nobody is left).
  const current = trash.currentData;
  const pastTheEnd = current !== undefined && current.employees.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setPage(Math.max(1, Math.ceil(current.total / current.pageSize)));
  }, [pastTheEnd, current?.total, current?.pageSize]);

  return (
    <Stack gap="lg">
      <PageHeader title={t('paperBin.title')} subtitle={t('paperBin.subtitle')} />
      {trash.isError ? (
        <LoadError message={errorMessage(trash.error)} onRetry={() => void trash.refetch()} />
      ) : !data || pastTheEnd ? (
        <Stack gap="xs" role="status" aria-label={t('common:common.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : data.employees.length === 0 ? (
        <EmptyState icon={<IconTrash size={36} stroke={1.5} />} title={t('paperBin.emptyTitle')} text={t('paperBin.empty')} />
      ) : (
        <Stack gap="sm">
          <div className={classes.area}>
            <Table layout="fixed" verticalSpacing="sm" stickyHeaderOffset="calc(var(--app-shell-header-offset, 0rem))">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('employees.columns.name')}</Table.Th>
                  <Table.Th className={classes.email}>{t('employees.columns.email')}</Table.Th>
                  <Table.Th className={classes.phone}>{t('employees.columns.phone')}</Table.Th>
                  <Table.Th className={classes.deletedAt}>{t('paperBin.deletedAt')}</Table.Th>
                  <Table.Th ta="right" className={classes.trashActions}>
                    {t('employees.columns.actions')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.employees.map((employee) => {
                  const phone = employee.phone ? formatPhone(employee.phone) : t('employees.notRegistered');
                  const deletedAt = formatDateTime(employee.deletedAt, language, timeZone);
                  return (
                    <Table.Tr key={employee.employeeId}>
                      <Table.Td className={classes.name}>
                        <Text fw={600} size="sm">
                          {employee.fullName}
                        </Text>
                        <EmployeeEmail email={employee.email} size="xs" className={classes.emailLine} />
                        <Text size="xs" c="dimmed" className={classes.phoneLine}>
                          {phone}
                        </Text>
                        <Text size="xs" c="dimmed" className={classes.deletedAtLine}>
                          {t('paperBin.deletedAt')}: {deletedAt}
                        </Text>
                      </Table.Td>
                      <Table.Td className={classes.email}>
                        <EmployeeEmail email={employee.email} />
                      </Table.Td>
                      <Table.Td className={classes.phone}>{phone}</Table.Td>
                      <Table.Td className={classes.deletedAt}>{deletedAt}</Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <TooltipOnUse label={t('paperBin.restore')} withArrow>
                            <ActionIcon variant="subtle" aria-label={`${t('paperBin.restore')}: ${employee.fullName}`} onClick={() => setConfirming({ action: 'restore', employee })}>
                              <IconArrowBackUp size={18} aria-hidden />
                            </ActionIcon>
                          </TooltipOnUse>
                          <TooltipOnUse label={t('paperBin.deleteForever')} withArrow>
                            <ActionIcon variant="subtle" color="red" aria-label={`${t('paperBin.deleteForever')}: ${employee.fullName}`} onClick={() => setConfirming({ action: 'delete', employee })}>
                              <IconTrashX size={18} aria-hidden />
                            </ActionIcon>
                          </TooltipOnUse>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
          <EmployeePagination total={data.total} pageSize={data.pageSize} page={page} onPage={setPage} />
        </Stack>
      )}
      <ConfirmModal
        opened={confirming !== null}
        title={confirming?.action === 'delete' ? t('paperBin.deleteTitle') : t('paperBin.restoreTitle')}
        message={
          confirming?.action === 'delete'
            ? t('paperBin.deleteMessage', { name: confirming.employee.fullName })
            : t('paperBin.restoreMessage', { name: confirming?.employee.fullName ?? '' })
        }
        confirmLabel={confirming?.action === 'delete' ? t('paperBin.deleteForever') : t('paperBin.restore')}
        cancelLabel={t('common:common.cancel')}
        closeLabel={t('common:common.close')}
        danger={confirming?.action === 'delete'}
        loading={restoreState.isLoading || removeState.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
