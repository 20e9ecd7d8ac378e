import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EnterpriseProfile } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as profileTexts } from '../locales/es';
import { ProfileRows } from './profile-rows';

beforeAll(async () => {
  await startSpanishTexts({ messages, profile: profileTexts });
});
afterEach(() => {
  vi.useRealTimers();
});

const profile: EnterpriseProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Rumbo Norte',
  email: 'contacto@rumbo.mx',
  language: 'spanish',
  appearance: 'light',
  timeZone: 'UTC+12:00',
  timeZoneName: 'Pacific/Auckland',
  billing: { taxId: null },
  contact: { street: '', buildingNumber: '', city: '', state: '', postalCode: '', country: '', address: '' },
};

/** The company's zone as its row shows it on `day`, then the choices of its editor. */
function timeZoneOn(day: string): { shown: string | null; choices: string[] } {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(day) });
  renderWithStore(<ProfileRows profile={profile} onSaved={undefined} />);
  const shown = screen.getByText(/— Auckland, Wellington$/).textContent;
  fireEvent.click(screen.getByRole('button', { name: 'Editar Zona horaria' }));
  const select = screen.getByRole('combobox', { name: 'Zona horaria' });
  const choices = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  return { shown, choices };
}

describe('the time-zone choices', () => {
  it('show each zone’s offset on the day shown', () => {
    const { shown, choices: november } = timeZoneOn('2026-11-15T12:00:00Z');
    expect(shown).toBe('UTC+13:00 — Auckland, Wellington');
    expect(november).toContain('UTC-06:00 — Ciudad de México, Guadalajara, Monterrey, Chihuahua');
    expect(november).toContain('UTC+13:00 — Auckland, Wellington');
    expect(november).toContain('UTC+11:00 — Sídney');
    expect(november).toContain('UTC+00:00 — Londres, Lisboa');
  });

  it('follow summer time to the other half of the year', () => {
    const { shown, choices: june } = timeZoneOn('2026-06-15T12:00:00Z');
    expect(shown).toBe('UTC+12:00 — Auckland, Wellington');
    expect(june).toContain('UTC+12:00 — Auckland, Wellington');
    expect(june).toContain('UTC+01:00 — Londres, Lisboa');
  });
});
