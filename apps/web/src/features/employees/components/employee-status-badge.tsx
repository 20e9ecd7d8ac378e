import { Badge } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { EmployeeStatus } from '@rumbo/contract';
import classes from './employee-status-badge.module.css';

const looks = {
  active: { color: 'green', Icon: IconCircleCheck },
  pending: { color: 'amber', Icon: IconClockHour4 },
  suspended: { color: 'red', Icon: IconPlayerPause },
} as const;

/** Status in words and colour, never colour alone. */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation('employees');
  const { color, Icon } = looks[status];
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      miw="max-content"
      leftSection={<Icon size={12} aria-hidden />}
      classNames={{ label: classes.label }}
      style={{ '--status-color': `var(--mantine-color-${color}-9)` }}
    >
      {t(`employees.status.${status}`)}
    </Badge>
  );
}
