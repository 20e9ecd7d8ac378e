import { useTranslation } from '@/lib/i18n';
import { LabelledPagination } from '@/components/ui/labelled-pagination';

type Props = { total: number; pageSize: number; page: number; onPage: (page: number) => void; compact?: boolean };

/** The pages of a list of people (the employees, the trash, the people waiting), named in the UI language. */
export function EmployeePagination(props: Props) {
  const { t } = useTranslation('employees');
  return (
    <LabelledPagination
      {...props}
      label={t('employees.pagination')}
      controlLabel={(control) => t(`employees.pageControl.${control}`)}
      pageLabel={(page) => t('employees.pageNumber', { page })}
    />
  );
}
