import type { Language } from '@rumbo/contract';

export type MailTemplate =
  | { kind: 'verify-email'; name: string; link: string }
  | { kind: 'reset-password'; name: string; link: string }
  | { kind: 'invitation'; name: string; link: string; companyName: string }
  | { kind: 'email-changed'; name: string; newEmail: string };

type Rendered = { subject: string; heading: string; body: string; action?: string; footer: string };
type Kind = MailTemplate['kind'];
type TemplateOf<K extends Kind> = Extract<MailTemplate, { kind: K }>;

/**
 * Text a stranger wrote (a person's or a company's name) as a mail shows it: never a link a mail
 * program would make clickable ("evil.com", "http://..."), and on one line.
 */
function unlinkable(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/([.@:/])/g, '$1\u200B');
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

const texts: { [K in Kind]: Record<Language, (mail: TemplateOf<K>) => Rendered> } = {
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
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMail(mail: MailTemplate, language: Language): { subject: string; text: string; html: string } {
  const t = (texts[mail.kind][language] as (mail: MailTemplate) => Rendered)(mail);
  const link = 'link' in mail ? mail.link : undefined;
  const action = t.action && link ? { text: `${t.action}: ${link}\n\n`, html: `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0F766E;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>\n` } : { text: '', html: '' };
  const text = `${t.heading}\n\n${t.body}\n\n${action.text}${t.footer}\n\n— Rumbo`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#0F766E">Rumbo</p>
<h1 style="font-size:18px">${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.body)}</p>
${action.html}<p style="font-size:13px;color:#4b5563">${escapeHtml(t.footer)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
