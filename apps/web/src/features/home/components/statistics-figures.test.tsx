import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '@/lib/i18n';
import { es } from '../locales/es';
import { StatisticsFigures } from './statistics-figures';

beforeAll(async () => {
  await startI18n({ language: 'es', namespaces: ['home'], load: async () => es });
});

const figures = { subscribed: true as const, active: 30, pending: 7, suspended: 2, newThisMonth: 4, administrators: 3, headCount: 37, employeeLimit: 200 };

describe('the statistics box of a subscribed company', () => {
  it('shows its people by status, new this month, administrators and the plan’s seats in use', () => {
    render(
      <MantineProvider>
        <StatisticsFigures statistics={figures} language="es" />
      </MantineProvider>,
    );
    const box = screen.getByRole('region', { name: 'Estadísticas' });
    const figure = (label: string) => screen.getByText(label).nextElementSibling;
    expect(figure('Activos')).toHaveTextContent('30');
    expect(figure('Pendientes')).toHaveTextContent('7');
    expect(figure('Suspendidos')).toHaveTextContent('2');
    expect(figure('Nuevos este mes')).toHaveTextContent('4');
    expect(figure('Administradores')).toHaveTextContent('3');
    expect(box).toHaveTextContent('Personas en tu plan37 de 200');
    expect(screen.getByRole('progressbar', { name: 'Personas en tu plan' })).toHaveAttribute('aria-valuenow', '18.5');
  });

  it('says when the plan has no limit', () => {
    render(
      <MantineProvider>
        <StatisticsFigures statistics={{ ...figures, headCount: 12_000, employeeLimit: null }} language="es" />
      </MantineProvider>,
    );
    expect(screen.getByText('12,000, sin límite')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
