import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { TooltipOnUse } from '@/components/ui/tooltip-on-use';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { CompanyTrip, ProofClass, TripStatus } from '@rumbo/contract';

const statusColors: Record<TripStatus, string> = { planned: 'blue', completed: 'teal', cancelled: 'gray' };
const proofColors: Record<ProofClass, string> = { A: 'gray', B: 'blue', C: 'teal' };

export function TripStatusBadge({ status }: { status: TripStatus }) {
  const { t } = useTranslation('trips');
  return (
    <Badge variant="light" color={statusColors[status]}>
      {t(`trips.statuses.${status}`)}
    </Badge>
  );
}

/** The class in a badge; its meaning in words on hover and focus, and for screen readers. */
export function ProofClassBadge({ proofClass }: { proofClass: ProofClass }) {
  const { t } = useTranslation('trips');
  const explained = t(`trips.proofExplained.${proofClass}`);
  return (
    <TooltipOnUse label={explained} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <Badge variant="outline" color={proofColors[proofClass]} tabIndex={0} aria-label={explained}>
        {t('trips.proofClass', { proofClass })}
      </Badge>
    </TooltipOnUse>
  );
}

/** A trip's proof class; none for a cancelled trip, which nobody rode, so nothing was proven. */
export function TripProof({ trip }: { trip: Pick<CompanyTrip, 'status' | 'proofClass'> }) {
  const { t } = useTranslation('trips');
  if (trip.status !== 'cancelled') return <ProofClassBadge proofClass={trip.proofClass} />;
  return (
    <Text size="sm" c="dimmed" component="span">
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('trips.noProofCancelled')}</VisuallyHidden>
    </Text>
  );
}

/** Flagged or not, in a word and an icon (never colour alone). */
export function FlagBadge({ isFlagged }: { isFlagged: boolean }) {
  const { t } = useTranslation('trips');
  return isFlagged ? (
    <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
      {t('trips.flagged')}
    </Badge>
  ) : (
    <Badge color="gray" variant="transparent" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      {t('trips.notFlagged')}
    </Badge>
  );
}
