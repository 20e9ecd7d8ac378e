import { useEffect, useState } from 'react';
import { Affix, Button, Group, Pagination, Skeleton, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconUpload, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatPhone, type Employee } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { downloadText } from '../csv/employee-csv';
import {
  useApproveEmployeeMutation,
  useChangeEmployeeRoleMutation,
  useExportEmployeesMutation,
  useListEmployeesQuery,
  useTrashEmployeeMutation,
} from '../api/employees-api';
import { EmployeeEmail } from './employee-email';
import { EmployeeRowActions, type RowAction } from './employee-row-actions';
import { EmployeeStatusBadge } from './employee-status-badge';
import { TripPreferencesLink } from './trip-preferences-link';
import classes from './employee-table.module.css';
import { JoinLinkPanel } from './join-link-panel';

const pageSize = 10;

/** /employees: searched, ordered and paged on the server; search and page live in the URL. */
export function EmployeeListPage() {
  const { t } = useTranslation(['employees', 'common', 'messages']);
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width: 64em)') ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, 300);

  useEffect(() => {
    if (debounced.trim() === search) return;
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (debounced.trim()) next.set('search', debounced.trim());
      else next.delete('search');
      next.delete('page');
      return next;
    }, { replace: true });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps

  const list = useListEmployeesQuery({ search, page, pageSize });
  const [approve] = useApproveEmployeeMutation();
  const [changeRole, roleState] = useChangeEmployeeRoleMutation();
  const [trash, trashState] = useTrashEmployeeMutation();
  const [exportEmployees, exportState] = useExportEmployeesMutation();
  const exportCsv = async () => {
    const csv = await notifyOutcome(exportEmployees(), { failure: t('employeeImport.exportFailure') });
    if (csv !== undefined) downloadText(csv, 'empleados.csv');
  };
  const [confirming, setConfirming] = useState<{ action: 'delete' | 'changeRole'; employee: Employee } | null>(null);

  const setPage = (next: number) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      updated.set('page', String(next));
      return updated;
    });

  const onAction = async (action: RowAction, employee: Employee) => {
    if (action === 'edit') return void navigate(`${paths.editEmployee}?id=${employee.employeeId}`);
    if (action === 'view') return void navigate(`${paths.employeeDetail}?id=${employee.employeeId}&mode=mostrar`);
    if (action === 'approve') {
      await notifyOutcome(approve(employee.employeeId), { success: t('messages:employeeApproved'), failure: t('employees.approveFailure') });
      return;
    }
    setConfirming({ action, employee });
  };

  const confirm = async () => {
    if (!confirming) return;
    const { action, employee } = confirming;
    if (action === 'delete') {
      await notifyOutcome(trash(employee.employeeId), { success: t('messages:employeeTrashed'), failure: t('employees.trashFailure') });
    } else {
      await notifyOutcome(changeRole({ employeeId: employee.employeeId, isAdmin: !employee.isAdmin }), {
        success: t('messages:employeeRoleUpdated'),
        failure: t('employees.roleFailure'),
      });
    }
    setConfirming(null);
  };

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  // A page past the end (an old link, or the last person of the last page moved to the trash) is
  // replaced by the last page that has rows; with no rows at all, the first page's empty state shows.
  const current = list.currentData;
  const pastTheEnd = current !== undefined && current.employees.length === 0 && page > 1;
  useEffect(() => {
    if (!pastTheEnd) return;
    const lastPage = Math.max(1, Math.ceil(current.total / pageSize));
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (lastPage > 1) next.set('page', String(lastPage));
      else next.delete('page');
      return next;
    }, { replace: true });
  }, [pastTheEnd, current?.total]); // eslint-disable-line react-hooks/exhaustive-deps
  const clearSearch = () => {
    setTyped('');
    setSearchParams({}, { replace: false });
  };

  return (
    <Stack gap="lg" pb={{ base: 72, xs: 0 }}>
      <PageHeader
        title={t('employees.title')}
        subtitle={t('employees.subtitle')}
        actions={
          <>
            <Button variant="default" component={Link} to={paths.importEmployees} leftSection={<IconUpload size={18} aria-hidden />}>
              {t('employeeImport.open')}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={exportState.isLoading} onClick={() => void exportCsv()}>
              {t('employeeImport.export')}
            </Button>
            <Button component={Link} to={paths.registerEmployee} leftSection={<IconPlus size={18} aria-hidden />} visibleFrom="xs">
              {t('employees.createNew')}
            </Button>
          </>
        }
      />

      <JoinLinkPanel />

      <TextInput
        label={t('employees.searchLabel')}
        placeholder={t('employees.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        type="search"
        maw={420}
      />

      {list.isError ? (
        <LoadError title={t('employees.loadError')} message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : !data || pastTheEnd ? (
        <Stack gap="xs" role="status" aria-label={t('employees.loading')}>
          <Text size="sm">{t('employees.loading')}</Text>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : data.employees.length === 0 ? (
        search ? (
          <EmptyState
            icon={<IconSearch size={36} stroke={1.5} />}
            title={t('employees.title')}
            text={t('employees.noResults', { search })}
            action={
              <Button variant="light" onClick={clearSearch}>
                {t('employees.showEveryone')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<IconUsers size={36} stroke={1.5} />}
            title={t('employees.title')}
            text={t('employees.empty')}
            action={
              <Button component={Link} to={paths.registerEmployee} leftSection={<IconPlus size={18} aria-hidden />}>
                {t('employees.createNew')}
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.totalIsExact ? t('employees.resultCount', { count: data.total }) : t('employees.resultCountAtLeast', { count: data.total })}
          </Text>
          <div className={classes.area}>
            <Table layout="fixed" verticalSpacing="sm" highlightOnHover stickyHeaderOffset="calc(var(--app-shell-header-offset, 0rem))" aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={classes.id}>{t('employees.columns.id')}</Table.Th>
                  <Table.Th>{t('employees.columns.name')}</Table.Th>
                  <Table.Th className={classes.email}>{t('employees.columns.email')}</Table.Th>
                  <Table.Th className={classes.phone}>{t('employees.columns.phone')}</Table.Th>
                  <Table.Th className={classes.trip}>{t('employees.columns.trip')}</Table.Th>
                  <Table.Th className={classes.status}>{t('employees.columns.status')}</Table.Th>
                  <Table.Th ta="right" className={compact ? classes.actionsCompact : classes.actions}>
                    {compact ? <VisuallyHidden>{t('employees.columns.actions')}</VisuallyHidden> : t('employees.columns.actions')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.employees.map((employee) => {
                  const phone = employee.phone ? formatPhone(employee.phone) : t('employees.notRegistered');
                  return (
                    <Table.Tr key={employee.employeeId}>
                      <Table.Td className={classes.id}>
                        <Text ff="monospace" size="sm">
                          {employee.employeeId.slice(0, 8)}
                        </Text>
                      </Table.Td>
                      <Table.Td className={classes.name}>
                        <Text fw={600} size="sm">
                          {employee.fullName}
                        </Text>
                        {employee.isAdmin && (
                          <Text size="xs" c="dimmed">
                            {t('employees.admin')}
                          </Text>
                        )}
                        <EmployeeEmail email={employee.email} size="xs" className={classes.emailLine} />
                        <Text size="xs" c="dimmed" className={classes.phoneLine}>
                          {phone}
                        </Text>
                      </Table.Td>
                      <Table.Td className={classes.email}>
                        <EmployeeEmail email={employee.email} />
                      </Table.Td>
                      <Table.Td className={classes.phone}>{phone}</Table.Td>
                      <Table.Td className={classes.trip}>
                        <Text size="sm" lineClamp={2}>
                          <TripPreferencesLink employee={employee} />
                        </Text>
                      </Table.Td>
                      <Table.Td className={classes.status}>
                        <EmployeeStatusBadge status={employee.status} />
                      </Table.Td>
                      <Table.Td>
                        <EmployeeRowActions employee={employee} compact={compact} onAction={onAction} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
          {/* A labelled nav landmark: an aria-label on Pagination's plain div names nothing. */}
          {data.total > pageSize && (
            <Group component="nav" aria-label={t('employees.pagination')} justify="center">
              <Pagination
                total={totalPages}
                value={Math.min(page, totalPages)}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`employees.pageControl.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('employees.pageNumber', { page: item }) })}
                siblings={compact ? 0 : 1}
              />
            </Group>
          )}
        </Stack>
      )}

      <Affix position={{ bottom: 20, right: 20 }} hiddenFrom="xs">
        <Button component={Link} to={paths.registerEmployee} radius="xl" size="lg" leftSection={<IconPlus size={20} aria-hidden />}>
          {t('employees.add')}
        </Button>
      </Affix>

      <ConfirmModal
        opened={confirming !== null}
        title={confirming?.action === 'delete' ? t('employees.trashTitle') : t('employees.roleTitle')}
        message={
          confirming?.action === 'delete'
            ? t('employees.trashMessage', { name: confirming.employee.fullName })
            : confirming?.employee.isAdmin
              ? t('employees.roleToEmployee', { name: confirming.employee.fullName })
              : t('employees.roleToAdmin', { name: confirming?.employee.fullName ?? '' })
        }
        confirmLabel={confirming?.action === 'delete' ? t('employees.trashTitle') : t('employees.roleTitle')}
        cancelLabel={t('common:common.cancel')}
        closeLabel={t('common:common.close')}
        danger={confirming?.action === 'delete'}
        loading={trashState.isLoading || roleState.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
