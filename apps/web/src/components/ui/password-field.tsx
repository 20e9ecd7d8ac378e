import { forwardRef } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/**
 * Mantine's PasswordInput with its show/hide button labelled in the UI language, and marked invalid
 * while it shows an error (Mantine's own input is not), so a screen reader says so.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  return <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }} aria-invalid={Boolean(props.error) || undefined} {...props} />;
});
