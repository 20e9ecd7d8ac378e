import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyCommute, ParsedSaveCommuteBody } from '@rumbo/contract';
import { es as messages } from '@rumbo/contract/messages/es';
import { es as common } from '@/lib/i18n/locales/es';
import { renderWithStore, startSpanishTexts } from '@/testing/render-with-store';
import { es as riders } from '../locales/es';
import { CommuteForm } from './commute-form';

beforeAll(async () => {
  // jsdom has no font loading, which Mantine's autosizing textarea listens to.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
  await startSpanishTexts({ common, messages, riders });
});

const fresh: MyCommute = {
  commute: null,
  address: 'Av. México 45, Coyoacán, CDMX',
  work: { label: 'Av. Paseo de la Reforma 222', latitude: 19.4271, longitude: -99.1676 },
  timeZone: 'America/Mexico_City',
  sameGenderOffered: false,
};

function renderForm(saved: MyCommute = fresh) {
  const onSave = vi.fn<(body: ParsedSaveCommuteBody) => Promise<unknown>>(() => Promise.resolve());
  renderWithStore(<CommuteForm saved={saved} onSave={onSave} saving={false} saveError={undefined} />);
  return onSave;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar mi trayecto' }));

describe('the commute form', () => {
  it('starts from the person’s address, Monday to Friday, 9 to 6, riding, and shows the office it leads to', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /^Dirección/ })).toHaveValue('Av. México 45, Coyoacán, CDMX');
    expect(screen.getByText('La tomamos de tu registro en la empresa. Revísala.')).toBeInTheDocument();
    expect(screen.getByText('Av. Paseo de la Reforma 222')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'lunes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'sábado' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Viajo como pasajero' })).toBeChecked();
    expect(screen.queryByLabelText(/Asientos que ofreces/)).not.toBeInTheDocument();
  });

  it('asks for the home’s coordinates and says how to write them, sending nothing meanwhile', async () => {
    const onSave = renderForm();
    save();
    expect(await screen.findAllByText('Escribe la coordenada o usa tu ubicación')).toHaveLength(2);
    type(/^Latitud/, '19,3568');
    save();
    expect(await screen.findByText('Escribe un número con punto decimal, por ejemplo 19.4326')).toBeInTheDocument();
    type(/^Latitud/, '95');
    save();
    expect(await screen.findByText('La latitud debe estar entre -90 y 90')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses leaving work before arriving, no weekday, and a driver without seats', async () => {
    const onSave = renderForm();
    type(/^Latitud/, '19.3568');
    type(/^Longitud/, '-99.1632');
    type(/^Hora de salida del trabajo/, '08:00');
    for (const day of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes']) fireEvent.click(screen.getByRole('checkbox', { name: day }));
    fireEvent.click(screen.getByRole('radio', { name: 'Manejo y llevo a compañeros' }));
    save();
    expect(await screen.findByText('La hora de salida del trabajo debe ser posterior a la de llegada')).toBeInTheDocument();
    expect(screen.getByText('Elige al menos un día de la semana')).toBeInTheDocument();
    expect(screen.getByText('Los asientos ofrecidos van de 1 a 8')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the commute the API takes once every field is right', async () => {
    const onSave = renderForm();
    type(/^Latitud/, ' 19.3568 ');
    type(/^Longitud/, '-99.1632');
    fireEvent.click(screen.getByRole('radio', { name: 'Las dos cosas' }));
    fireEvent.change(await screen.findByLabelText(/Asientos que ofreces/), { target: { value: '3' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      home: { label: 'Av. México 45, Coyoacán, CDMX', latitude: 19.3568, longitude: -99.1632 },
      weekdays: [1, 2, 3, 4, 5],
      arriveAt: '09:00',
      leaveAt: '18:00',
      role: 'both',
      seats: 3,
      gender: null,
      sameGenderDriver: false,
    });
  });

  it('offers asking for a driver of one’s own gender only where the company does, and asks for one’s gender then', async () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: /Tu género \(opcional\)/ })).toHaveValue('');
    expect(screen.queryByRole('checkbox', { name: /mismo género/ })).not.toBeInTheDocument();
    cleanup();

    const onSave = renderForm({ ...fresh, sameGenderOffered: true });
    type(/^Latitud/, '19.3568');
    type(/^Longitud/, '-99.1632');
    fireEvent.click(screen.getByRole('checkbox', { name: /Viajar solo con conductores de mi mismo género/ }));
    save();
    expect(await screen.findByText('Indica tu género para pedir un conductor del mismo género')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: /Tu género/ }), { target: { value: 'female' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ role: 'passenger', gender: 'female', sameGenderDriver: true });

    // A driver is found by the gender given; a driver asks nothing.
    fireEvent.click(screen.getByRole('radio', { name: 'Manejo y llevo a compañeros' }));
    expect(screen.queryByRole('checkbox', { name: /mismo género/ })).not.toBeInTheDocument();
  });
});
