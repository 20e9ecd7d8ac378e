import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconCheck, IconDots, IconEye, IconPencil, IconRoute, IconTrash, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Employee } from '@rumbo/contract';
import { TooltipOnUse } from '@/components/ui/tooltip-on-use';
import { paths } from '@/config/paths';

export type RowAction = 'approve' | 'changeRole' | 'view' | 'edit' | 'delete';

/** Approve only for pending people, change role only for the others. */
function actionsFor(employee: Employee): RowAction[] {
  return [employee.isPending ? 'approve' : 'changeRole', 'view', 'edit', 'delete'];
}

const icons = { approve: IconCheck, changeRole: IconUserShield, view: IconEye, edit: IconPencil, delete: IconTrash } as const;

type Props = { employee: Employee; compact: boolean; onAction: (action: RowAction, employee: Employee) => void };

/**
 * Icon buttons with labels; below 1025 px (the tablet breakpoint) one menu button instead. Either way
 * the person's trips are one of them, so the way there stays when the preferences column is hidden.
 */
export function EmployeeRowActions({ employee, compact, onAction }: Props) {
  const { t } = useTranslation('employees');
  const label = (action: RowAction) => t(`employees.actions.${action}`);
  const tripsOf = t('employees.viewTripsOf', { name: employee.fullName });
  const tripsPath = `${paths.trips}?employee=${employee.employeeId}`;
  if (compact) return <RowMenu employee={employee} tripsPath={tripsPath} label={label} onAction={onAction} />;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <TooltipOnUse label={tripsOf} withArrow>
        <ActionIcon component={Link} to={tripsPath} variant="subtle" color="gray" aria-label={tripsOf}>
          <IconRoute size={18} aria-hidden />
        </ActionIcon>
      </TooltipOnUse>
      {actionsFor(employee).map((action) => {
        const Icon = icons[action];
        return (
          <TooltipOnUse key={action} label={label(action)} withArrow>
            <ActionIcon
              variant="subtle"
              color={action === 'delete' ? 'red' : action === 'approve' ? 'green' : 'gray'}
              aria-label={`${label(action)}: ${employee.fullName}`}
              onClick={() => onAction(action, employee)}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </TooltipOnUse>
        );
      })}
    </Group>
  );
}

/**
 * The compact row's one menu button. The menu (a floating element with its portal) is set up on the
 * first click, not with each of the page's rows: mounted closed, its button focused, then opened, so
 * that closing it gives the focus back to the button as Mantine's menu does.
 */
function RowMenu({ employee, tripsPath, label, onAction }: Omit<Props, 'compact'> & { tripsPath: string; label: (action: RowAction) => string }) {
  const { t } = useTranslation('employees');
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!wanted) return;
    button.current?.focus();
    setOpened(true);
  }, [wanted]);

  const target = (
    <ActionIcon
      ref={button}
      variant="subtle"
      color="gray"
      aria-label={t('employees.actions.more', { name: employee.fullName })}
      aria-haspopup="menu"
      aria-expanded={opened}
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!wanted) return target;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {/* In the icons' order (the trips first, the deletion last); short, inside the menu named for the person. */}
        <Menu.Item component={Link} to={tripsPath} leftSection={<IconRoute size={16} aria-hidden />}>
          {t('employees.actions.trips')}
        </Menu.Item>
        {actionsFor(employee).map((action) => {
          const Icon = icons[action];
          return (
            <Menu.Item key={action} color={action === 'delete' ? 'red' : undefined} leftSection={<Icon size={16} aria-hidden />} onClick={() => onAction(action, employee)}>
              {label(action)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
