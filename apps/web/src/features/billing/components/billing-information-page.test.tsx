import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, networkDown, renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as billing } from '../locales/es';
import { BillingInformationPage } from './billing-information-page';

beforeAll(() => {
  startSpanishTexts({ common, billing, messages });
  // The address's autosizing field listens for loaded fonts, which jsdom does not have.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

// The form appears once its saved data has answered: on a loaded machine that can pass Testing Library's one second.
const loaded = { timeout: 5000 };

function renderWith(saved: object | null, companyName: string) {
  answerRequests((_request, path) => (path === '/api/stripe/billing-information' ? json(200, { success: true, data: saved }) : networkDown()));
  renderWithStore(<BillingInformationPage companyName={companyName} />);
}

describe('the billing information form', () => {
  it('starts the legal name with the company’s name while nothing is saved', async () => {
    renderWith(null, 'Transportes del Bajío');
    expect(await screen.findByRole('textbox', { name: /Razón social/ }, loaded)).toHaveValue('Transportes del Bajío');
    expect(screen.getByRole('textbox', { name: /RFC/ })).toHaveValue('');
  });

  it('shows the saved legal name, not the company’s', async () => {
    renderWith({ invoiceName: 'TdB Logística SA de CV', rfc: 'TBA850101AB1', fiscalAddress: 'Av. Juárez 10, León, Gto.', postalCode: '37000' }, 'Transportes del Bajío');
    expect(await screen.findByRole('textbox', { name: /Razón social/ }, loaded)).toHaveValue('TdB Logística SA de CV');
  });
});
