import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import classes from './status-badge.module.css';

/** A state in words, an icon and a colour (never colour alone), readable on its tint in both themes. */
export function StatusBadge({ color, icon, children }: { color: 'green' | 'amber' | 'red' | 'gray'; icon?: ReactNode; children: ReactNode }) {
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      miw="max-content"
      leftSection={icon}
      classNames={{ label: classes.label }}
      style={{ '--status-color': `var(--mantine-color-${color}-9)` }}
    >
      {children}
    </Badge>
  );
}
