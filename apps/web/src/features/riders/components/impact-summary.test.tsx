import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as riders } from '../locales/es';
import { ImpactSummary } from './impact-summary';

beforeAll(async () => {
  await startSpanishTexts({ common, messages, riders });
});

const impact = { month: '2026-11', timeZone: 'America/Mexico_City', rides: 2, sharedKm: 15.7, vehicleKmAvoided: 7.1, co2AvoidedKg: 1.2, emissionFactor: { value: 0.169, source: 'SEMARNAT' } };

/** The card, the service answering the impact's request with `answers` in turn (the last one from then on). */
function show(...answers: (() => Response)[]) {
  let asked = 0;
  answerRequests(() => answers[Math.min(asked++, answers.length - 1)]!());
  renderWithStore(<ImpactSummary language="es" />);
}

describe('the rider’s impact this month', () => {
  it('is drawn as a card with its terms while the figures load, then shows them', async () => {
    show(() => json(200, { success: true, data: impact }));
    // The card's shape before its figures: the heading and each term, no figure yet.
    expect(screen.getByRole('heading', { name: 'Tu impacto este mes' })).toBeInTheDocument();
    expect(screen.getByText('km compartidos', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tu impacto este mes' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('15.7', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('1.2', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Calculado como el reporte de tu empresa: tu parte de los km de auto que se evitaron, por 0.169 kg de CO₂e por km.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tu impacto este mes' })).toHaveAttribute('aria-busy', 'false');
  });

  it('says why no CO₂ counts in a month with no emission factor in force, where the explanation goes', async () => {
    show(() => json(200, { success: true, data: { ...impact, co2AvoidedKg: 0, emissionFactor: null } }));
    expect(await screen.findByText('Todavía no hay un factor de emisión vigente para este mes; el CO₂ evitado se contará en cuanto lo haya.')).toBeVisible();
    expect(screen.getByText('0', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText(/Calculado como el reporte/)).not.toBeInTheDocument();
  });

  it('says when it could not be worked out, and asks again on retry', async () => {
    show(
      () => json(500, { success: false, message: 'Error interno' }),
      () => json(200, { success: true, data: impact }),
    );
    expect(await screen.findByText(/No pudimos calcular tu impacto\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('15.7', { selector: 'dd' })).toBeInTheDocument();
  });
});
