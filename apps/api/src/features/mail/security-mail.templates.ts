import { formatDateTime, type Language } from '@rumbo/contract';
import { unlinkable, type Rendered } from './mail-text.js';

// The mails of a person's own sign-in security, and of their company closing: each says what
// happened and what to do if it was not them. The link leads to their login and security page.

type SecurityMail = { name: string; link: string };

export type SecurityMailTemplate =
  | (SecurityMail & { kind: 'password-changed' })
  | (SecurityMail & { kind: 'two-step-enabled' })
  | (SecurityMail & { kind: 'two-step-disabled' })
  | (SecurityMail & { kind: 'recovery-code-used'; left: number })
  /** `at` is written in the person's company's zone (`timeZone`, IANA). */
  | (SecurityMail & { kind: 'new-sign-in'; browser: string; os: string; ipAddress: string | null; at: Date; timeZone: string })
  /** To everyone who could sign in: administrators are told what it ended, the others that their login did. */
  | { kind: 'company-deleted'; name: string; companyName: string; isAdmin: boolean };

type Kind = SecurityMailTemplate['kind'];
type TemplateOf<K extends Kind> = Extract<SecurityMailTemplate, { kind: K }>;

const review = { es: 'Revisar mi seguridad', en: 'Review my security', de: 'Meine Sicherheit prüfen' } as const;
const notYou = {
  es: 'Si no fuiste tú, cambia tu contraseña cuanto antes y cierra las sesiones que no reconozcas.',
  en: 'If this was not you, change your password at once and end the sessions you do not recognise.',
  de: 'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und beenden Sie die Sitzungen, die Sie nicht kennen.',
} as const;
const hello = { es: (name: string) => `Hola, ${unlinkable(name)}`, en: (name: string) => `Hello ${unlinkable(name)}`, de: (name: string) => `Hallo ${unlinkable(name)}` };

/** "Chrome on Windows", or what is known of it. */
function deviceOf(mail: TemplateOf<'new-sign-in'>, language: Language): string {
  const on = { es: 'en', en: 'on', de: 'unter' }[language];
  const unknown = { es: 'un navegador', en: 'a browser', de: 'ein Browser' }[language];
  if (mail.browser && mail.os) return `${mail.browser} ${on} ${mail.os}`;
  return mail.browser || mail.os || unknown;
}

function signInLine(mail: TemplateOf<'new-sign-in'>, language: Language): string {
  const when = formatDateTime(mail.at, language, mail.timeZone);
  const address = mail.ipAddress ? unlinkable(mail.ipAddress) : '?';
  const device = deviceOf(mail, language);
  // A Spanish time ends in "p.m.": its own full stop ends the sentence.
  if (language === 'es') return `Alguien entró a tu cuenta de Rumbo desde un navegador que no habíamos visto: ${device}, dirección ${address}, el ${when}${when.endsWith('.') ? '' : '.'}`;
  if (language === 'en') return `Someone signed in to your Rumbo account from a browser we had not seen before: ${device}, address ${address}, on ${when}.`;
  return `Jemand hat sich von einem bisher unbekannten Browser bei Ihrem Rumbo-Konto angemeldet: ${device}, Adresse ${address}, am ${when}.`;
}

export const securityTexts: { [K in Kind]: Record<Language, (mail: TemplateOf<K>) => Rendered> } = {
  'password-changed': {
    es: (mail) => ({ subject: 'Tu contraseña de Rumbo cambió', heading: hello.es(mail.name), body: 'La contraseña de tu cuenta de Rumbo acaba de cambiar y cerramos tus otras sesiones.', action: review.es, footer: notYou.es }),
    en: (mail) => ({ subject: 'Your Rumbo password changed', heading: hello.en(mail.name), body: 'The password of your Rumbo account has just changed, and your other sessions were ended.', action: review.en, footer: notYou.en }),
    de: (mail) => ({ subject: 'Ihr Rumbo-Passwort wurde geändert', heading: hello.de(mail.name), body: 'Das Passwort Ihres Rumbo-Kontos wurde soeben geändert, und Ihre anderen Sitzungen wurden beendet.', action: review.de, footer: notYou.de }),
  },
  'two-step-enabled': {
    es: (mail) => ({ subject: 'Activaste la verificación en dos pasos', heading: hello.es(mail.name), body: 'Tu cuenta de Rumbo ahora pide un código de tu app de autenticación después de la contraseña.', action: review.es, footer: notYou.es }),
    en: (mail) => ({ subject: 'Two-step verification is on', heading: hello.en(mail.name), body: 'Your Rumbo account now asks for a code from your authenticator app after the password.', action: review.en, footer: notYou.en }),
    de: (mail) => ({ subject: 'Bestätigung in zwei Schritten ist aktiviert', heading: hello.de(mail.name), body: 'Ihr Rumbo-Konto fragt nach dem Passwort jetzt nach einem Code aus Ihrer Authenticator-App.', action: review.de, footer: notYou.de }),
  },
  'two-step-disabled': {
    es: (mail) => ({ subject: 'Desactivaste la verificación en dos pasos', heading: hello.es(mail.name), body: 'Tu cuenta de Rumbo vuelve a pedir solo la contraseña, y tus códigos de recuperación ya no sirven.', action: review.es, footer: notYou.es }),
    en: (mail) => ({ subject: 'Two-step verification is off', heading: hello.en(mail.name), body: 'Your Rumbo account asks for the password only again, and your recovery codes no longer work.', action: review.en, footer: notYou.en }),
    de: (mail) => ({ subject: 'Bestätigung in zwei Schritten ist deaktiviert', heading: hello.de(mail.name), body: 'Ihr Rumbo-Konto fragt wieder nur nach dem Passwort, und Ihre Wiederherstellungscodes gelten nicht mehr.', action: review.de, footer: notYou.de }),
  },
  'recovery-code-used': {
    es: (mail) => ({
      subject: 'Se usó un código de recuperación de tu cuenta',
      heading: hello.es(mail.name),
      body: `Alguien entró a tu cuenta de Rumbo con uno de tus códigos de recuperación. ${mail.left === 1 ? 'Te queda 1 código.' : `Te quedan ${mail.left} códigos.`}`,
      action: review.es,
      footer: notYou.es,
    }),
    en: (mail) => ({
      subject: 'A recovery code of your account was used',
      heading: hello.en(mail.name),
      body: `Someone signed in to your Rumbo account with one of your recovery codes. ${mail.left === 1 ? 'You have 1 code left.' : `You have ${mail.left} codes left.`}`,
      action: review.en,
      footer: notYou.en,
    }),
    de: (mail) => ({
      subject: 'Ein Wiederherstellungscode Ihres Kontos wurde verwendet',
      heading: hello.de(mail.name),
      body: `Jemand hat sich mit einem Ihrer Wiederherstellungscodes bei Ihrem Rumbo-Konto angemeldet. ${mail.left === 1 ? 'Ihnen bleibt 1 Code.' : `Ihnen bleiben ${mail.left} Codes.`}`,
      action: review.de,
      footer: notYou.de,
    }),
  },
  'new-sign-in': {
    es: (mail) => ({ subject: 'Nuevo inicio de sesión en tu cuenta de Rumbo', heading: hello.es(mail.name), body: signInLine(mail, 'es'), action: review.es, footer: notYou.es }),
    en: (mail) => ({ subject: 'New sign-in to your Rumbo account', heading: hello.en(mail.name), body: signInLine(mail, 'en'), action: review.en, footer: notYou.en }),
    de: (mail) => ({ subject: 'Neue Anmeldung bei Ihrem Rumbo-Konto', heading: hello.de(mail.name), body: signInLine(mail, 'de'), action: review.de, footer: notYou.de }),
  },
  'company-deleted': {
    es: (mail) => ({
      subject: `La cuenta de ${unlinkable(mail.companyName)} en Rumbo se eliminó`,
      heading: hello.es(mail.name),
      body: mail.isAdmin
        ? `Un administrador eliminó la cuenta de ${unlinkable(mail.companyName)} en Rumbo: la suscripción se canceló sin más cobros y nadie de tu empresa puede entrar ya.`
        : `${unlinkable(mail.companyName)} cerró su cuenta de Rumbo, así que tu acceso terminó. Tu correo queda libre por si te invitan de nuevo.`,
      footer: 'Si no lo esperabas, habla con un administrador de tu empresa.',
    }),
    en: (mail) => ({
      subject: `The Rumbo account of ${unlinkable(mail.companyName)} was deleted`,
      heading: hello.en(mail.name),
      body: mail.isAdmin
        ? `An administrator deleted the Rumbo account of ${unlinkable(mail.companyName)}: the subscription was cancelled with no further charges, and no one of your company can sign in any more.`
        : `${unlinkable(mail.companyName)} closed its Rumbo account, so your access has ended. Your email is free again should you be invited anew.`,
      footer: 'If you did not expect this, talk to an administrator of your company.',
    }),
    de: (mail) => ({
      subject: `Das Rumbo-Konto von ${unlinkable(mail.companyName)} wurde gelöscht`,
      heading: hello.de(mail.name),
      body: mail.isAdmin
        ? `Eine Administratorin oder ein Administrator hat das Rumbo-Konto von ${unlinkable(mail.companyName)} gelöscht: Das Abonnement wurde ohne weitere Abbuchungen beendet, und niemand aus Ihrem Unternehmen kann sich mehr anmelden.`
        : `${unlinkable(mail.companyName)} hat sein Rumbo-Konto geschlossen, Ihr Zugang ist damit beendet. Ihre E-Mail-Adresse ist wieder frei, falls Sie erneut eingeladen werden.`,
      footer: 'Wenn Sie das nicht erwartet haben, wenden Sie sich an eine Administratorin oder einen Administrator Ihres Unternehmens.',
    }),
  },
};
