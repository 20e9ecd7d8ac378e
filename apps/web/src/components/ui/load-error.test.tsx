import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '@/lib/i18n';
import { es } from '@/lib/i18n/locales/es';
import { LoadError } from './load-error';

beforeAll(async () => {
  await startI18n({ language: 'es', namespaces: ['common'], load: async () => es });
});

describe('a list that failed to load', () => {
  it('says why and asks again when the person retries', () => {
    const retry = vi.fn();
    render(
      <MantineProvider>
        <LoadError title="Error al cargar los empleados" message="No pudimos conectar con el servidor." onRetry={retry} />
      </MantineProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los empleados');
    expect(alert).toHaveTextContent('No pudimos conectar con el servidor.');
    expect(retry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
