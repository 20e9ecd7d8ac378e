import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatPhone, type Employee, type ListEmployeesResponse } from '@rumbo/contract';
import { EmployeeEmail } from './employee-email';
import { EmployeePagination } from './employee-pagination';
import { EmployeeRowActions, type RowAction } from './employee-row-actions';
import { EmployeeStatusBadge } from './employee-status-badge';
import { TripPreferencesLink } from './trip-preferences-link';
import classes from './employee-table.module.css';

type Props = {
  list: ListEmployeesResponse;
  page: number;
  pageSize: number;
  /** A new page is on its way: the rows shown are the last ones. */
  busy: boolean;
  /** Below the tablet breakpoint: the actions in one menu, fewer page numbers. */
  compact: boolean;
  onAction: (action: RowAction, employee: Employee) => void;
  onPage: (page: number) => void;
};

/** One page of the list: how many match, a row per person with their actions, and the pages. */
export function EmployeeTable({ list, page, pageSize, busy, compact, onAction, onPage }: Props) {
  const { t } = useTranslation('employees');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.totalIsExact ? t('employees.resultCount', { count: list.total }) : t('employees.resultCountAtLeast', { count: list.total })}
      </Text>
      <div className={classes.area}>
        <Table layout="fixed" verticalSpacing="sm" highlightOnHover stickyHeaderOffset="calc(var(--app-shell-header-offset, 0rem))" aria-busy={busy}>
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
            {list.employees.map((employee) => {
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
                    <Text size="xs" c="dimmed" lineClamp={2} className={classes.tripLine}>
                      {t('employees.preferencesLine')}: <TripPreferencesLink employee={employee} />
                    </Text>
                    <Text size="xs" c="dimmed" className={classes.idLine}>
                      {t('employees.columns.id')}: <span className={classes.idText}>{employee.employeeId.slice(0, 8)}</span>
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
      <EmployeePagination total={list.total} pageSize={pageSize} page={page} onPage={onPage} compact={compact} />
    </Stack>
  );
}
