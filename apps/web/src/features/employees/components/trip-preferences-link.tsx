import { Anchor } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Employee } from '@rumbo/contract';
import { paths } from '@/config/paths';

/**
 * A person's trip preferences as they are written ("No especificado" when none), leading to their
 * trips: the text reads the same as before it was a link; its title says where it goes.
 */
export function TripPreferencesLink({ employee }: { employee: Pick<Employee, 'employeeId' | 'fullName' | 'tripPreferences'> }) {
  const { t } = useTranslation('employees');
  return (
    <Anchor component={Link} to={`${paths.trips}?employee=${employee.employeeId}`} inherit title={t('employees.viewTripsOf', { name: employee.fullName })}>
      {employee.tripPreferences || t('employees.notSpecified')}
    </Anchor>
  );
}
