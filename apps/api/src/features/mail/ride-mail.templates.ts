import { formatDateTime, type Language } from '@rumbo/contract';
import { unlinkable, type Rendered } from './mail-text.js';

// The riders' mails: a passenger booked the driver's ride, the driver confirmed or declined it, one of
// them cancelled it (each names the other person, when and from where to where), and a ride about to
// start, sent some minutes before it leaves. All in the reader's language and the company's zone
// (`timeZone`, IANA); the link opens the riders' app.

type BookingMail = { name: string; link: string; person: string; departureAt: Date; timeZone: string; from: string; to: string };
type StartingMail = { name: string; link: string; departureAt: Date; timeZone: string; from: string; role: 'driver' | 'passenger'; minutes: number };

export type RideMailTemplate =
  | (BookingMail & { kind: 'ride-requested' })
  | (BookingMail & { kind: 'ride-confirmed' })
  | (BookingMail & { kind: 'ride-declined' })
  | (BookingMail & { kind: 'ride-cancelled' })
  | (StartingMail & { kind: 'ride-starting' });

type BookingKind = Exclude<RideMailTemplate['kind'], 'ride-starting'>;

const hello = { es: (name: string) => `Hola, ${unlinkable(name)}`, en: (name: string) => `Hello ${unlinkable(name)}`, de: (name: string) => `Hallo ${unlinkable(name)}` };
const open = { es: 'Abrir Rumbo', en: 'Open Rumbo', de: 'Rumbo öffnen' } as const;
const footer = {
  es: 'Recibes este correo porque tienes activados los avisos de viajes por correo; puedes desactivarlos en tu perfil, en la app.',
  en: 'You get this mail because your ride notices go by mail too; you can turn that off in your profile, in the app.',
  de: 'Sie erhalten diese E-Mail, weil Ihre Fahrthinweise auch per E-Mail kommen; Sie können das in Ihrem Profil in der App ausschalten.',
} as const;

/** "el 02/03/2026 - 07:30 a.m., de Coyoacán a Oficina" in the reader's words. */
function when(mail: BookingMail, language: Language): string {
  const at = formatDateTime(mail.departureAt, language, mail.timeZone);
  const from = unlinkable(mail.from);
  const to = unlinkable(mail.to);
  if (language === 'es') return `el ${at}, de ${from} a ${to}`;
  if (language === 'en') return `on ${at}, from ${from} to ${to}`;
  return `am ${at}, von ${from} nach ${to}`;
}

const lines: Record<BookingKind, Record<Language, { subject: (mail: BookingMail) => string; body: (mail: BookingMail) => string }>> = {
  'ride-requested': {
    es: { subject: (mail) => `${unlinkable(mail.person)} quiere viajar contigo`, body: (mail) => `${unlinkable(mail.person)} reservó un asiento en tu viaje ${when(mail, 'es')}. Confírmalo o recházalo en la app.` },
    en: { subject: (mail) => `${unlinkable(mail.person)} wants to ride with you`, body: (mail) => `${unlinkable(mail.person)} booked a seat on your ride ${when(mail, 'en')}. Confirm or decline it in the app.` },
    de: { subject: (mail) => `${unlinkable(mail.person)} möchte mit Ihnen fahren`, body: (mail) => `${unlinkable(mail.person)} hat einen Platz in Ihrer Fahrt ${when(mail, 'de')} gebucht. Bestätigen oder lehnen Sie sie in der App ab.` },
  },
  'ride-confirmed': {
    es: { subject: (mail) => `${unlinkable(mail.person)} confirmó tu viaje`, body: (mail) => `${unlinkable(mail.person)} confirmó tu reserva ${when(mail, 'es')}.` },
    en: { subject: (mail) => `${unlinkable(mail.person)} confirmed your ride`, body: (mail) => `${unlinkable(mail.person)} confirmed your booking ${when(mail, 'en')}.` },
    de: { subject: (mail) => `${unlinkable(mail.person)} hat Ihre Fahrt bestätigt`, body: (mail) => `${unlinkable(mail.person)} hat Ihre Buchung ${when(mail, 'de')} bestätigt.` },
  },
  'ride-declined': {
    es: { subject: (mail) => `${unlinkable(mail.person)} no puede llevarte`, body: (mail) => `${unlinkable(mail.person)} rechazó tu reserva ${when(mail, 'es')}. Busca otro viaje en la app.` },
    en: { subject: (mail) => `${unlinkable(mail.person)} cannot take you`, body: (mail) => `${unlinkable(mail.person)} declined your booking ${when(mail, 'en')}. Look for another ride in the app.` },
    de: { subject: (mail) => `${unlinkable(mail.person)} kann Sie nicht mitnehmen`, body: (mail) => `${unlinkable(mail.person)} hat Ihre Buchung ${when(mail, 'de')} abgelehnt. Suchen Sie in der App eine andere Fahrt.` },
  },
  'ride-cancelled': {
    es: { subject: (mail) => `${unlinkable(mail.person)} canceló un viaje`, body: (mail) => `${unlinkable(mail.person)} canceló el viaje compartido ${when(mail, 'es')}.` },
    en: { subject: (mail) => `${unlinkable(mail.person)} cancelled a ride`, body: (mail) => `${unlinkable(mail.person)} cancelled the shared ride ${when(mail, 'en')}.` },
    de: { subject: (mail) => `${unlinkable(mail.person)} hat eine Fahrt storniert`, body: (mail) => `${unlinkable(mail.person)} hat die gemeinsame Fahrt ${when(mail, 'de')} storniert.` },
  },
};

function bookingTexts(kind: BookingKind): Record<Language, (mail: BookingMail) => Rendered> {
  const render = (language: Language) => (mail: BookingMail): Rendered => ({
    subject: lines[kind][language].subject(mail),
    heading: hello[language](mail.name),
    body: lines[kind][language].body(mail),
    action: open[language],
    footer: footer[language],
  });
  return { es: render('es'), en: render('en'), de: render('de') };
}

const startingLines: Record<Language, { subject: (mail: StartingMail) => string; body: (mail: StartingMail) => string; action: string }> = {
  es: {
    subject: (mail) => `Tu viaje sale en ${mail.minutes} minutos`,
    body: (mail) =>
      // The time first: written "12:30 p.m.", it would end the sentence with two full stops.
      `El ${formatDateTime(mail.departureAt, 'es', mail.timeZone)} sale ${mail.role === 'driver' ? 'tu viaje como conductor' : 'tu viaje'} de ${unlinkable(mail.from)}. En la app marca ${mail.role === 'driver' ? 'cuándo recogiste a cada pasajero y cuándo llegaron' : 'cuándo te recogieron y cuándo llegaron'}: con tu ubicación, el viaje cuenta con mejor prueba.`,
    action: 'Abrir mis viajes',
  },
  en: {
    subject: (mail) => `Your ride leaves in ${mail.minutes} minutes`,
    body: (mail) =>
      `${mail.role === 'driver' ? 'The ride you drive' : 'Your ride'} leaves from ${unlinkable(mail.from)} on ${formatDateTime(mail.departureAt, 'en', mail.timeZone)}. In the app, mark ${mail.role === 'driver' ? 'when you picked up each passenger and when you arrived' : 'when you were picked up and when you arrived'}: with your location, the ride has a stronger proof.`,
    action: 'Open my rides',
  },
  de: {
    subject: (mail) => `Ihre Fahrt beginnt in ${mail.minutes} Minuten`,
    body: (mail) =>
      `${mail.role === 'driver' ? 'Die Fahrt, die Sie fahren,' : 'Ihre Fahrt'} beginnt in ${unlinkable(mail.from)} am ${formatDateTime(mail.departureAt, 'de', mail.timeZone)}. Markieren Sie in der App, ${mail.role === 'driver' ? 'wann Sie jede Mitfahrerin und jeden Mitfahrer abgeholt haben und wann Sie angekommen sind' : 'wann Sie abgeholt wurden und wann Sie angekommen sind'}: Mit Ihrem Standort hat die Fahrt einen stärkeren Nachweis.`,
    action: 'Meine Fahrten öffnen',
  },
};

function startingTexts(): Record<Language, (mail: StartingMail) => Rendered> {
  const render = (language: Language) => (mail: StartingMail): Rendered => ({
    subject: startingLines[language].subject(mail),
    heading: hello[language](mail.name),
    body: startingLines[language].body(mail),
    action: startingLines[language].action,
    footer: footer[language],
  });
  return { es: render('es'), en: render('en'), de: render('de') };
}

export const rideTexts = {
  'ride-requested': bookingTexts('ride-requested'),
  'ride-confirmed': bookingTexts('ride-confirmed'),
  'ride-declined': bookingTexts('ride-declined'),
  'ride-cancelled': bookingTexts('ride-cancelled'),
  'ride-starting': startingTexts(),
} satisfies { [K in RideMailTemplate['kind']]: Record<Language, (mail: Extract<RideMailTemplate, { kind: K }>) => Rendered> };
