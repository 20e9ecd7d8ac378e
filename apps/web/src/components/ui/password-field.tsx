import { forwardRef } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's PasswordInput with its show/hide button labelled in the UI language. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  return <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }} {...props} />;
});
