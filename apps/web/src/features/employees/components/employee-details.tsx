import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatPhone, type Employee } from '@rumbo/contract';
import classes from './employee-details.module.css';
import { TripPreferencesLink } from './trip-preferences-link';

/**
 * A person's record to read: each label with its value as text (a description list), never as
 * disabled fields, whose grey text is too faint to read.
 */
export function EmployeeDetails({ employee }: { employee: Employee }) {
  const { t } = useTranslation('employees');
  const notRegistered = t('employees.notRegistered');
  const entries: { label: string; value: ReactNode; wide?: boolean }[] = [
    { label: t('employeeForm.firstNames'), value: employee.firstNames },
    { label: t('employeeForm.lastNames'), value: employee.lastNames || notRegistered },
    { label: t('employeeForm.email'), value: employee.email },
    { label: t('employeeForm.phone'), value: employee.phone ? formatPhone(employee.phone) : notRegistered },
    { label: t('employeeForm.address'), value: employee.address || notRegistered, wide: true },
    { label: t('employeeDetail.status'), value: t(`employeeDetail.statusOptions.${employee.status}`) },
    {
      label: t('employeeForm.idLabel'),
      value: (
        <Text span inherit ff="monospace">
          {employee.employeeId}
        </Text>
      ),
    },
    {
      label: t('employeeDetail.trip'),
      value: <TripPreferencesLink employee={employee} />,
      wide: true,
    },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" className={classes.list}>
      {entries.map(({ label, value, wide }) => (
        <div key={label} className={wide ? classes.wide : undefined}>
          <Text component="dt" size="sm" fw={600} c="dimmed">
            {label}
          </Text>
          <Text component="dd" className={classes.value}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
