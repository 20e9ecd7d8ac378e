import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

/** The list's search by name or email: shown with the list, so its code comes beside the list's data. */
export function EmployeeSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('employees');
  return (
    <TextInput
      label={t('employees.searchLabel')}
      placeholder={t('employees.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
      maw={420}
    />
  );
}
