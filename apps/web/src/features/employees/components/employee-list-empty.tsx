import { Button } from '@mantine/core';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** No rows: nobody matches the search (with the way back to everyone), or the company has nobody yet. */
export function EmployeeListEmpty({ search, onShowEveryone }: { search: string; onShowEveryone: () => void }) {
  const { t } = useTranslation('employees');
  return search ? (
    <EmptyState
      icon={<IconSearch size={36} stroke={1.5} />}
      title={t('employees.title')}
      text={t('employees.noResults', { search })}
      action={
        <Button variant="light" onClick={onShowEveryone}>
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
  );
}
