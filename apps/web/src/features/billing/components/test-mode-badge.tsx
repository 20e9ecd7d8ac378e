import { IconFlask } from '@tabler/icons-react';
import { TooltipOnUse } from '@/components/ui/tooltip-on-use';
import { useTranslation } from '@/lib/i18n';
import { useGetPaymentConfigQuery } from '../api/billing-api';
import { StatusBadge } from './status-badge';

/** "modo de prueba", shown wherever cards or charges are, while the sandbox processor takes them. */
export function TestModeBadge() {
  const { t } = useTranslation('billing');
  const config = useGetPaymentConfigQuery();
  if (config.data?.data.mode !== 'sandbox') return null;
  return (
    <TooltipOnUse label={t('testMode.text')} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} aria-label={`${t('testMode.label')}: ${t('testMode.text')}`}>
        <StatusBadge color="amber" icon={<IconFlask size={12} aria-hidden />}>
          {t('testMode.label')}
        </StatusBadge>
      </span>
    </TooltipOnUse>
  );
}
