import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { total: number; pageSize: number; page: number; onPage: (page: number) => void; compact?: boolean };

/**
 * The pages of a list of people (the employees, the trash), shown only when there is more than one:
 * a labelled nav landmark (an aria-label on Pagination's plain div names nothing), each control named
 * in the UI language.
 */
export function EmployeePagination({ total, pageSize, page, onPage, compact = false }: Props) {
  const { t } = useTranslation('employees');
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <Group component="nav" aria-label={t('employees.pagination')} justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': t(`employees.pageControl.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('employees.pageNumber', { page: item }) })}
        siblings={compact ? 0 : 1}
      />
    </Group>
  );
}
