import { formatDate, formatMoney, planNameKeys, translateMessage, type ContactPlan, type Language, type Plan } from '@rumbo/contract';
import { unlinkable, type Rendered } from './mail-text.js';
import { rideTexts, type RideMailTemplate } from './ride-mail.templates.js';
import { securityTexts, type SecurityMailTemplate } from './security-mail.templates.js';

/** Why a renewal charge was refused, as the card's bank said: the mail says it in the reader's words. */
export type PaymentFailureReason = 'insufficient_funds' | 'declined';

/** A billing notice to an administrator: dates are written in the company's zone (`timeZone`, IANA). */
type BillingMail = { name: string; plan: Plan; link: string; timeZone: string };

export type MailTemplate =
  | { kind: 'verify-email'; name: string; link: string }
  | { kind: 'reset-password'; name: string; link: string }
  | { kind: 'invitation'; name: string; link: string; companyName: string }
  /** A person who waited for approval (they joined through the company's link) was approved: they may log in now. */
  | { kind: 'account-approved'; name: string; link: string; companyName: string }
  | { kind: 'email-changed'; name: string; newEmail: string }
  | (BillingMail & { kind: 'payment-succeeded'; amount: number })
  | (BillingMail & { kind: 'payment-failed'; amount: number; reason: PaymentFailureReason; retryAt: Date | null })
  | (BillingMail & { kind: 'subscription-ending'; until: Date })
  /** A cancellation taken back: the plan renews on `until` again. */
  | (BillingMail & { kind: 'subscription-resumed'; until: Date })
  | (BillingMail & { kind: 'subscription-ended'; until: Date })
  /** A message from the landing's contact form, to the team (CONTACT_EMAIL). */
  | { kind: 'contact-message'; name: string; email: string; plan: ContactPlan | undefined; message: string }
  | SecurityMailTemplate
  | RideMailTemplate;

type Kind = MailTemplate['kind'];
type TemplateOf<K extends Kind> = Extract<MailTemplate, { kind: K }>;

/** A stranger's longer text (a message) with its line breaks kept, each line unlinkable. */
function unlinkableLines(text: string): string {
  return text.split(/\r\n|\r|\n/).map(unlinkable).join('\n');
}

/** An address plain enough to show as it is and to answer at: no makings of a web link (a slash, a colon). */
function isPlainAddress(email: string): boolean {
  return /^[\w.+-]+@[\w.-]+$/.test(email);
}

/** The address to answer a stranger at, as the mail shows it: a plain one can be copied (or clicked as mailto:). */
function replyAddress(email: string): string {
  return isPlainAddress(email) ? email : unlinkable(email);
}

/** A stranger's address as Reply-To, so the team answers with one click; only a plain one (the footer names any other). */
function replyToOf(email: string): string | undefined {
  return isPlainAddress(email) ? email : undefined;
}

/** A stranger's text in a subject: unlinkable and cut short, so it cannot pass for our own words. */
function inSubject(text: string, max = 40): string {
  const flat = text.replace(/[\r\n\t]+/g, ' ').trim();
  return unlinkable(flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat);
}

/** An address shown to its former owner: enough to recognise, not enough to copy (a***@empresa.mx). */
function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${unlinkable(domain)}`;
}

const planName = (plan: Plan, language: Language) => translateMessage(planNameKeys[plan], language);
/** "$4,499.00 MXN" in Spanish, where the symbol alone would not name the peso; MX$ already does in en and de. */
function money(cents: number, language: Language): string {
  const text = formatMoney(cents, language);
  return text.includes('MX') ? text : `${text} MXN`;
}
const day = (date: Date, language: Language, zone: string) => formatDate(date, language, zone);

const failureReasons: Record<PaymentFailureReason, Record<Language, string>> = {
  insufficient_funds: {
    es: 'La tarjeta no tenía fondos suficientes.',
    en: 'The card did not have enough funds.',
    de: 'Die Karte war nicht ausreichend gedeckt.',
  },
  declined: {
    es: 'El banco de la tarjeta rechazó el cargo.',
    en: 'The card’s bank declined the charge.',
    de: 'Die Bank der Karte hat die Abbuchung abgelehnt.',
  },
};

/** The landing's tiers by the names the landing gives them. */
const contactPlanNames: Record<ContactPlan, Record<Language, string>> = {
  essential: { es: 'Esencial', en: 'Essential', de: 'Essential' },
  advanced: { es: 'Avanzado', en: 'Advanced', de: 'Advanced' },
};

const texts: { [K in Kind]: Record<Language, (mail: TemplateOf<K>) => Rendered> } = {
  ...securityTexts,
  ...rideTexts,
  invitation: {
    es: (mail) => ({
      subject: `${inSubject(mail.companyName)} te invita a Rumbo`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `${unlinkable(mail.companyName)} organiza sus viajes compartidos con Rumbo. Elige tu contraseña para activar tu cuenta y entrar a la app.`,
      action: 'Elegir mi contraseña',
      footer: 'El enlace funciona una sola vez y vence en 7 días. Si no esperabas esta invitación, ignora este mensaje.',
    }),
    en: (mail) => ({
      subject: `${inSubject(mail.companyName)} invites you to Rumbo`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `${unlinkable(mail.companyName)} organizes its shared rides with Rumbo. Choose your password to activate your account and open the app.`,
      action: 'Choose my password',
      footer: 'The link works once and expires in 7 days. If you did not expect this invitation, ignore this message.',
    }),
    de: (mail) => ({
      subject: `${inSubject(mail.companyName)} lädt Sie zu Rumbo ein`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `${unlinkable(mail.companyName)} organisiert gemeinsame Fahrten mit Rumbo. Wählen Sie Ihr Passwort, um Ihr Konto zu aktivieren.`,
      action: 'Passwort wählen',
      footer: 'Der Link funktioniert einmal und ist 7 Tage gültig. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
    }),
  },
  'account-approved': {
    es: (mail) => ({
      subject: `${inSubject(mail.companyName)} aprobó tu cuenta en Rumbo`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `${unlinkable(mail.companyName)} aprobó tu cuenta: ya puedes entrar a Rumbo y compartir tus viajes.`,
      action: 'Iniciar sesión',
      footer: 'Si no esperabas este mensaje, puedes ignorarlo.',
    }),
    en: (mail) => ({
      subject: `${inSubject(mail.companyName)} approved your Rumbo account`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `${unlinkable(mail.companyName)} approved your account: you can now log in to Rumbo and share your rides.`,
      action: 'Log in',
      footer: 'If you did not expect this message, you can ignore it.',
    }),
    de: (mail) => ({
      subject: `${inSubject(mail.companyName)} hat Ihr Rumbo-Konto freigegeben`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `${unlinkable(mail.companyName)} hat Ihr Konto freigegeben: Sie können sich jetzt bei Rumbo anmelden und Ihre Fahrten teilen.`,
      action: 'Anmelden',
      footer: 'Wenn Sie diese Nachricht nicht erwartet haben, können Sie sie ignorieren.',
    }),
  },
  'verify-email': {
    es: (mail) => ({
      subject: 'Confirma tu correo en Rumbo',
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: 'Confirma tu correo para terminar de configurar la cuenta de tu empresa en Rumbo.',
      action: 'Confirmar mi correo',
      footer: 'El enlace vence en 3 días. Si no creaste esta cuenta, ignora este mensaje.',
    }),
    en: (mail) => ({
      subject: 'Confirm your email for Rumbo',
      heading: `Hello ${unlinkable(mail.name)}`,
      body: 'Confirm your email to finish setting up your company’s Rumbo account.',
      action: 'Confirm my email',
      footer: 'The link expires in 3 days. If you did not create this account, ignore this message.',
    }),
    de: (mail) => ({
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Rumbo',
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: 'Bestätigen Sie Ihre E-Mail-Adresse, um das Rumbo-Konto Ihres Unternehmens fertig einzurichten.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Der Link ist 3 Tage gültig. Wenn Sie dieses Konto nicht angelegt haben, ignorieren Sie diese Nachricht.',
    }),
  },
  'reset-password': {
    es: (mail) => ({
      subject: 'Restablece tu contraseña de Rumbo',
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: 'Recibimos una solicitud para restablecer tu contraseña. Usa el botón para elegir una nueva.',
      action: 'Elegir una nueva contraseña',
      footer: 'El enlace funciona una sola vez y vence en 1 hora. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    }),
    en: (mail) => ({
      subject: 'Reset your Rumbo password',
      heading: `Hello ${unlinkable(mail.name)}`,
      body: 'We received a request to reset your password. Use the button to choose a new one.',
      action: 'Choose a new password',
      footer: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
    }),
    de: (mail) => ({
      subject: 'Setzen Sie Ihr Rumbo-Passwort zurück',
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: 'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Über die Schaltfläche wählen Sie ein neues.',
      action: 'Neues Passwort wählen',
      footer: 'Der Link funktioniert einmal und ist 1 Stunde gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
    }),
  },
  'email-changed': {
    es: (mail) => ({
      subject: 'El correo de tu cuenta de Rumbo cambió',
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `El correo con el que entras a Rumbo ahora es ${maskedEmail(mail.newEmail)}. Si no esperabas este cambio, habla cuanto antes con un administrador de tu empresa.`,
      footer: 'Este aviso llega a tu correo anterior; los enlaces que te enviamos antes ya no funcionan.',
    }),
    en: (mail) => ({
      subject: 'The email of your Rumbo account changed',
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `The email you log in to Rumbo with is now ${maskedEmail(mail.newEmail)}. If you did not expect this change, talk to an administrator of your company soon.`,
      footer: 'This notice goes to your former email; the links we sent you before no longer work.',
    }),
    de: (mail) => ({
      subject: 'Die E-Mail-Adresse Ihres Rumbo-Kontos wurde geändert',
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `Sie melden sich bei Rumbo jetzt mit ${maskedEmail(mail.newEmail)} an. Wenn Sie diese Änderung nicht erwartet haben, wenden Sie sich bald an eine Administratorin oder einen Administrator Ihres Unternehmens.`,
      footer: 'Dieser Hinweis geht an Ihre bisherige Adresse; die Links, die wir Ihnen zuvor gesendet haben, funktionieren nicht mehr.',
    }),
  },
  'payment-succeeded': {
    es: (mail) => ({
      subject: `Pago recibido: ${planName(mail.plan, 'es')}`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `Recibimos el pago de ${money(mail.amount, 'es')} por tu ${planName(mail.plan, 'es')}. Gracias.`,
      action: 'Ver mis recibos',
      footer: 'Encuentras el recibo de cada pago en tu historial de pagos.',
    }),
    en: (mail) => ({
      subject: `Payment received: ${planName(mail.plan, 'en')}`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `We received the payment of ${money(mail.amount, 'en')} for your ${planName(mail.plan, 'en')}. Thank you.`,
      action: 'See my receipts',
      footer: 'The receipt of every payment is in your payment history.',
    }),
    de: (mail) => ({
      subject: `Zahlung erhalten: ${planName(mail.plan, 'de')}`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `Wir haben die Zahlung von ${money(mail.amount, 'de')} für Ihren ${planName(mail.plan, 'de')} erhalten. Vielen Dank.`,
      action: 'Meine Belege ansehen',
      footer: 'Den Beleg jeder Zahlung finden Sie in Ihrem Zahlungsverlauf.',
    }),
  },
  'payment-failed': {
    es: (mail) => ({
      subject: `No pudimos cobrar tu ${planName(mail.plan, 'es')}`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `No pudimos cobrar ${money(mail.amount, 'es')} de tu ${planName(mail.plan, 'es')}. ${failureReasons[mail.reason].es} ${
        mail.retryAt
          ? `Lo intentaremos de nuevo el ${day(mail.retryAt, 'es', mail.timeZone)}; si cambias de tarjeta antes, usaremos la nueva.`
          : 'Ya no lo intentaremos de nuevo: cambia de tarjeta para conservar tu plan.'
      }`,
      action: 'Cambiar de tarjeta',
      footer: 'Si ya actualizaste tu tarjeta, ignora este mensaje.',
    }),
    en: (mail) => ({
      subject: `We could not charge your ${planName(mail.plan, 'en')}`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `We could not charge ${money(mail.amount, 'en')} for your ${planName(mail.plan, 'en')}. ${failureReasons[mail.reason].en} ${
        mail.retryAt
          ? `We will try again on ${day(mail.retryAt, 'en', mail.timeZone)}; if you change the card before then, we will use the new one.`
          : 'We will not try again: change the card to keep your plan.'
      }`,
      action: 'Change card',
      footer: 'If you have already updated your card, ignore this message.',
    }),
    de: (mail) => ({
      subject: `Zahlung für Ihren ${planName(mail.plan, 'de')} fehlgeschlagen`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `Wir konnten ${money(mail.amount, 'de')} für Ihren ${planName(mail.plan, 'de')} nicht abbuchen. ${failureReasons[mail.reason].de} ${
        mail.retryAt
          ? `Wir versuchen es am ${day(mail.retryAt, 'de', mail.timeZone)} erneut; wenn Sie vorher die Karte ändern, verwenden wir die neue.`
          : 'Wir versuchen es nicht erneut: Ändern Sie die Karte, um Ihren Plan zu behalten.'
      }`,
      action: 'Karte ändern',
      footer: 'Wenn Sie Ihre Karte bereits aktualisiert haben, ignorieren Sie diese Nachricht.',
    }),
  },
  'subscription-ending': {
    es: (mail) => ({
      subject: `Tu ${planName(mail.plan, 'es')} termina el ${day(mail.until, 'es', mail.timeZone)}`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `Cancelaste tu suscripción. Tu ${planName(mail.plan, 'es')} sigue activo hasta el ${day(mail.until, 'es', mail.timeZone)}; después ya no te cobraremos.`,
      action: 'Ver mi suscripción',
      footer: 'Si cambias de opinión, puedes volver a suscribirte cuando quieras.',
    }),
    en: (mail) => ({
      subject: `Your ${planName(mail.plan, 'en')} ends on ${day(mail.until, 'en', mail.timeZone)}`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `You cancelled your subscription. Your ${planName(mail.plan, 'en')} stays active until ${day(mail.until, 'en', mail.timeZone)}; after that we will not charge you again.`,
      action: 'See my subscription',
      footer: 'If you change your mind, you can subscribe again at any time.',
    }),
    de: (mail) => ({
      subject: `Ihr ${planName(mail.plan, 'de')} endet am ${day(mail.until, 'de', mail.timeZone)}`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `Sie haben Ihr Abonnement gekündigt. Ihr ${planName(mail.plan, 'de')} bleibt bis zum ${day(mail.until, 'de', mail.timeZone)} aktiv; danach buchen wir nichts mehr ab.`,
      action: 'Mein Abonnement ansehen',
      footer: 'Wenn Sie es sich anders überlegen, können Sie jederzeit wieder abonnieren.',
    }),
  },
  'subscription-resumed': {
    es: (mail) => ({
      subject: `Tu ${planName(mail.plan, 'es')} sigue: se renovará el ${day(mail.until, 'es', mail.timeZone)}`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `Reanudaste tu suscripción. Tu ${planName(mail.plan, 'es')} ya no termina: se renovará el ${day(mail.until, 'es', mail.timeZone)} y ese día te cobraremos el mes siguiente.`,
      action: 'Ver mi suscripción',
      footer: 'Si no fuiste tú, revisa tu suscripción y quién administra tu empresa.',
    }),
    en: (mail) => ({
      subject: `Your ${planName(mail.plan, 'en')} continues: it renews on ${day(mail.until, 'en', mail.timeZone)}`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `You resumed your subscription. Your ${planName(mail.plan, 'en')} no longer ends: it renews on ${day(mail.until, 'en', mail.timeZone)}, when we will charge you for the next month.`,
      action: 'See my subscription',
      footer: 'If this was not you, check your subscription and who administers your company.',
    }),
    de: (mail) => ({
      subject: `Ihr ${planName(mail.plan, 'de')} läuft weiter: Verlängerung am ${day(mail.until, 'de', mail.timeZone)}`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `Sie haben Ihr Abonnement fortgesetzt. Ihr ${planName(mail.plan, 'de')} endet nicht mehr: Er verlängert sich am ${day(mail.until, 'de', mail.timeZone)}, dann buchen wir den nächsten Monat ab.`,
      action: 'Mein Abonnement ansehen',
      footer: 'Wenn Sie das nicht waren, prüfen Sie Ihr Abonnement und wer Ihr Unternehmen verwaltet.',
    }),
  },
  'subscription-ended': {
    es: (mail) => ({
      subject: `Tu ${planName(mail.plan, 'es')} terminó`,
      heading: `Hola, ${unlinkable(mail.name)}`,
      body: `Tu suscripción al ${planName(mail.plan, 'es')} terminó el ${day(mail.until, 'es', mail.timeZone)}. Tu empresa sigue en Rumbo con los límites del ${planName('basic', 'es')}.`,
      action: 'Ver planes',
      footer: 'Elige un plan cuando quieras recuperar las estadísticas y los límites de tu plan.',
    }),
    en: (mail) => ({
      subject: `Your ${planName(mail.plan, 'en')} has ended`,
      heading: `Hello ${unlinkable(mail.name)}`,
      body: `Your subscription to the ${planName(mail.plan, 'en')} ended on ${day(mail.until, 'en', mail.timeZone)}. Your company stays on Rumbo with the limits of the ${planName('basic', 'en')}.`,
      action: 'See plans',
      footer: 'Choose a plan whenever you want your statistics and your plan’s limits back.',
    }),
    de: (mail) => ({
      subject: `Ihr ${planName(mail.plan, 'de')} ist beendet`,
      heading: `Hallo ${unlinkable(mail.name)}`,
      body: `Ihr Abonnement (${planName(mail.plan, 'de')}) endete am ${day(mail.until, 'de', mail.timeZone)}. Ihr Unternehmen bleibt bei Rumbo, mit den Grenzen des ${planName('basic', 'de')}s.`,
      action: 'Pläne ansehen',
      footer: 'Wählen Sie einen Plan, wann immer Sie Ihre Statistiken und die Grenzen Ihres Plans zurückhaben möchten.',
    }),
  },
  // The mail goes out in the language the form was sent in: the one the team answers in.
  'contact-message': {
    es: (mail) => ({
      subject: `Mensaje de contacto de ${inSubject(mail.name)}`,
      heading: 'Nuevo mensaje del formulario de contacto',
      body: `${unlinkable(mail.name)} (${replyAddress(mail.email)}) escribió${mail.plan ? ` sobre el plan ${contactPlanNames[mail.plan].es}` : ''}:`,
      quote: unlinkableLines(mail.message),
      footer: `Al responder este correo, tu respuesta le llega a ${replyAddress(mail.email)}.`,
      replyTo: replyToOf(mail.email),
    }),
    en: (mail) => ({
      subject: `Contact message from ${inSubject(mail.name)}`,
      heading: 'New message from the contact form',
      body: `${unlinkable(mail.name)} (${replyAddress(mail.email)}) wrote${mail.plan ? ` about the ${contactPlanNames[mail.plan].en} plan` : ''}:`,
      quote: unlinkableLines(mail.message),
      footer: `Replying to this mail answers ${replyAddress(mail.email)}.`,
      replyTo: replyToOf(mail.email),
    }),
    de: (mail) => ({
      subject: `Kontaktanfrage von ${inSubject(mail.name)}`,
      heading: 'Neue Nachricht über das Kontaktformular',
      body: `${unlinkable(mail.name)} (${replyAddress(mail.email)}) schreibt${mail.plan ? ` zum Tarif „${contactPlanNames[mail.plan].de}“` : ''}:`,
      quote: unlinkableLines(mail.message),
      footer: `Eine Antwort auf diese E-Mail geht an ${replyAddress(mail.email)}.`,
      replyTo: replyToOf(mail.email),
    }),
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type RenderedMail = { subject: string; text: string; html: string; replyTo?: string };

export function renderMail(mail: MailTemplate, language: Language): RenderedMail {
  const t = (texts[mail.kind][language] as (mail: MailTemplate) => Rendered)(mail);
  const link = 'link' in mail ? mail.link : undefined;
  const action = t.action && link ? { text: `${t.action}: ${link}\n\n`, html: `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0F766E;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>\n` } : { text: '', html: '' };
  const quote = t.quote
    ? {
        text: `${t.quote.split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n')}\n\n`,
        html: `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #d1d5db">${escapeHtml(t.quote).replace(/\n/g, '<br>\n')}</blockquote>\n`,
      }
    : { text: '', html: '' };
  const text = `${t.heading}\n\n${t.body}\n\n${quote.text}${action.text}${t.footer}\n\n— Rumbo`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#0F766E">Rumbo</p>
<h1 style="font-size:18px">${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.body)}</p>
${quote.html}${action.html}<p style="font-size:13px;color:#4b5563">${escapeHtml(t.footer)}</p>
</body></html>`;
  return { subject: t.subject, text, html, ...(t.replyTo && { replyTo: t.replyTo }) };
}
