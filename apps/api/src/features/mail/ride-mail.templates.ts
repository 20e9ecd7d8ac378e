import { formatDateTime, type Language } from '@rumbo/contract';
import { unlinkable, type Rendered } from './mail-text.js';

// The riders' mails: a ride about to start, sent some minutes before it leaves, with the way to the
// app where its pickup and drop are recorded.

/** `departureAt` is written in the company's zone (`timeZone`, IANA). */
export type RideMailTemplate = { kind: 'ride-starting'; name: string; link: string; departureAt: Date; timeZone: string; from: string; role: 'driver' | 'passenger'; minutes: number };

type Kind = RideMailTemplate['kind'];
type TemplateOf<K extends Kind> = Extract<RideMailTemplate, { kind: K }>;

export const rideTexts: { [K in Kind]: Record<Language, (mail: TemplateOf<K>) => Rendered> } = {
  'ride-starting': {
    es: (mail) => ({
      subject: `Tu viaje sale en ${mail.minutes} minutos`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `${mail.role === 'driver' ? 'Tu viaje como conductor' : 'Tu viaje'} sale de ${unlinkable(mail.from)} el ${formatDateTime(mail.departureAt, 'es', mail.timeZone)}. En la app marca cuándo te recogieron y cuándo llegaron: con tu ubicación, el viaje cuenta con mejor prueba.`,
      action: 'Abrir mis viajes',
      footer: 'Recibes este aviso porque tienes un viaje confirmado en Rumbo.',
    }),
    en: (mail) => ({
      subject: `Your ride leaves in ${mail.minutes} minutes`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `${mail.role === 'driver' ? 'The ride you drive' : 'Your ride'} leaves from ${unlinkable(mail.from)} on ${formatDateTime(mail.departureAt, 'en', mail.timeZone)}. In the app, mark when you were picked up and when you arrived: with your location, the ride has a stronger proof.`,
      action: 'Open my rides',
      footer: 'You receive this notice because you have a confirmed ride on Rumbo.',
    }),
    de: (mail) => ({
      subject: `Ihre Fahrt beginnt in ${mail.minutes} Minuten`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `${mail.role === 'driver' ? 'Die Fahrt, die Sie fahren,' : 'Ihre Fahrt'} beginnt in ${unlinkable(mail.from)} am ${formatDateTime(mail.departureAt, 'de', mail.timeZone)}. Markieren Sie in der App, wann Sie abgeholt wurden und wann Sie angekommen sind: Mit Ihrem Standort hat die Fahrt einen stärkeren Nachweis.`,
      action: 'Meine Fahrten öffnen',
      footer: 'Sie erhalten diesen Hinweis, weil Sie eine bestätigte Fahrt bei Rumbo haben.',
    }),
  },
};
