import { Anchor } from '@mantine/core';
import { TooltipOnUse } from '@/components/ui/tooltip-on-use';
import classes from './employee-table.module.css';

/**
 * An email that keeps to its cell: cut with an ellipsis, and shown in full on hover, touch and
 * keyboard focus (it is a mailto link, so the keyboard reaches it).
 */
export function EmployeeEmail({ email, size = 'sm', className }: { email: string; size?: 'xs' | 'sm'; className?: string }) {
  return (
    <TooltipOnUse label={email} events={{ hover: true, focus: true, touch: true }} openDelay={150} withArrow>
      <Anchor href={`mailto:${email}`} size={size} truncate="end" className={className ? `${classes.emailText} ${className}` : classes.emailText}>
        {email}
      </Anchor>
    </TooltipOnUse>
  );
}
