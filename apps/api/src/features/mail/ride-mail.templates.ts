import { formatDateTime, type Language } from '@rumbo/contract';
import { unlinkable, type Rendered } from './mail-text.js';

// The mails of a person's bookings: a passenger booked the driver's ride, the driver confirmed or
// declined it, one of them cancelled it. Each names the other person, when and from where to where,
// in the reader's language and the company's zone; the link opens the riders' app.

type RideMail = { name: string; link: string; person: string; departureAt: Date; timeZone: string; from: string; to: string };

export type RideMailTemplate =
  | (RideMail & { kind: 'ride-requested' })
  | (RideMail & { kind: 'ride-confirmed' })
  | (RideMail & { kind: 'ride-declined' })
  | (RideMail & { kind: 'ride-cancelled' });

type Kind = RideMailTemplate['kind'];

const hello = { es: (name: string) => `Hola, ${unlinkable(name)}`, en: (name: string) => `Hello ${unlinkable(name)}`, de: (name: string) => `Hallo ${unlinkable(name)}` };
const open = { es: 'Abrir Rumbo', en: 'Open Rumbo', de: 'Rumbo öffnen' } as const;
const footer = {
  es: 'Recibes este correo porque tienes activados los avisos de viajes por correo; puedes desactivarlos en tu trayecto, en la app.',
  en: 'You get this mail because your ride notices go by mail too; you can turn that off under your commute, in the app.',
  de: 'Sie erhalten diese E-Mail, weil Ihre Fahrthinweise auch per E-Mail kommen; Sie können das unter Ihrem Arbeitsweg in der App ausschalten.',
} as const;

/** "el 02/03/2026 - 07:30 a.m., de Coyoacán a Oficina" in the reader's words. */
function when(mail: RideMail, language: Language): string {
  const at = formatDateTime(mail.departureAt, language, mail.timeZone);
  const from = unlinkable(mail.from);
  const to = unlinkable(mail.to);
  if (language === 'es') return `el ${at}, de ${from} a ${to}`;
  if (language === 'en') return `on ${at}, from ${from} to ${to}`;
  return `am ${at}, von ${from} nach ${to}`;
}

const lines: Record<Kind, Record<Language, { subject: (mail: RideMail) => string; body: (mail: RideMail) => string }>> = {
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

function render(kind: Kind, language: Language) {
  return (mail: RideMail): Rendered => ({ subject: lines[kind][language].subject(mail), heading: hello[language](mail.name), body: lines[kind][language].body(mail), action: open[language], footer: footer[language] });
}

const languages = ['es', 'en', 'de'] as const;
function textsOf(kind: Kind): Record<Language, (mail: RideMail) => Rendered> {
  return Object.fromEntries(languages.map((language) => [language, render(kind, language)])) as Record<Language, (mail: RideMail) => Rendered>;
}

export const rideTexts: { [K in Kind]: Record<Language, (mail: RideMail) => Rendered> } = {
  'ride-requested': textsOf('ride-requested'),
  'ride-confirmed': textsOf('ride-confirmed'),
  'ride-declined': textsOf('ride-declined'),
  'ride-cancelled': textsOf('ride-cancelled'),
};
