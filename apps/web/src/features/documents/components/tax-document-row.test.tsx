import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as messages } from '@rumbo/contract/messages/es';
import { FeedbackNotice } from '@/lib/feedback/feedback-notice';
import { es as common } from '@/lib/i18n/locales/es';
import { json, networkDown, renderWithStore, startSpanishTexts, answerRequests } from '@/testing/render-with-store';
import { es as documents } from '../locales/es';
import { TaxDocumentRow } from './tax-document-row';

const enterpriseId = '8d0f6f7e-2b1a-4c1e-9a55-0d3c2e1f4a10';

beforeAll(() => startSpanishTexts({ common, messages, documents }));

/** The row, with the upload answering `answer` (none: the network is down); answers the fetch spy. */
function renderRow(taxId: string | null, answer?: Response) {
  const fetch = answerRequests(() => answer ?? networkDown());
  const { container } = renderWithStore(
    <>
      <TaxDocumentRow enterpriseId={enterpriseId} taxId={taxId} />
      <FeedbackNotice closeLabel="Cerrar" />
    </>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { fetch, input, choose };
}

describe('the tax document row', () => {
  it('shows the document’s name, the last segment of its tax id, and offers PDFs only', () => {
    const { input } = renderRow('cif_1f0c4a2e-7b9d-4e8a-9c1d-2b3a4c5d6e7f_constancia-fiscal.pdf');
    expect(screen.getByRole('button', { name: 'Descargar constancia-fiscal.pdf' })).toHaveTextContent('constancia-fiscal.pdf');
    expect(screen.getByRole('button', { name: 'Subir documento' })).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
  });

  it('says when there is no document yet', () => {
    renderRow(null);
    expect(screen.getByText('Sin documento')).toBeInTheDocument();
  });

  it('refuses a text file before sending anything', async () => {
    const { fetch, choose } = renderRow(null);
    choose(new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, sube un archivo PDF');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 5 MB before sending it', async () => {
    const { fetch, choose } = renderRow(null);
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'escaneo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo pesa más de 5 MB');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads a PDF and says so', async () => {
    const answer = json(200, {
      success: true,
      message: 'Documento subido exitosamente',
      data: { taxId: 'cif_x_cif.pdf', name: 'cif.pdf', size: 4, uploadedAt: '2026-03-01T00:00:00.000Z' },
    });
    const { fetch, choose } = renderRow(null, answer);
    choose(new File(['%PDF'], 'cif.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Documento subido exitosamente');
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe(`/api/enterprise/${enterpriseId}/cif`);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('shows the server’s message, or a general one when there is none', async () => {
    const refused = renderRow(null, json(415, { success: false, message: 'Por favor, sube un archivo PDF' }));
    refused.choose(new File(['<html>'], 'falso.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, sube un archivo PDF');
  });

  it('falls back to the general upload error', async () => {
    const broken = renderRow(null, new Response('oops', { status: 502 }));
    broken.choose(new File(['%PDF'], 'cif.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al subir el documento. Por favor, intenta de nuevo.');
  });
});
