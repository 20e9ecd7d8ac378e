import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '@/lib/i18n';
import { es } from '@/lib/i18n/locales/es';
import { PasswordField } from './password-field';

beforeAll(async () => {
  await startI18n({ language: 'es', namespaces: ['common'], load: async () => es });
});

describe('a password field', () => {
  it('is announced as invalid while it shows an error, and not otherwise', () => {
    const { rerender } = render(
      <MantineProvider>
        <PasswordField label="Contraseña actual" error="La contraseña no es correcta" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription('La contraseña no es correcta');
    rerender(
      <MantineProvider>
        <PasswordField label="Contraseña actual" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Contraseña actual')).not.toHaveAttribute('aria-invalid');
  });
});
