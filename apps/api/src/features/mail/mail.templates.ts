import type { Language } from '@rumbo/contract';

export type MailTemplate =
  | { kind: 'verify-email'; name: string; link: string }
  | { kind: 'reset-password'; name: string; link: string }
  | { kind: 'invitation'; name: string; link: string; companyName: string };

type Rendered = { subject: string; heading: string; body: string; action: string; footer: string };

const companyOf = (mail: MailTemplate) => ('companyName' in mail ? mail.companyName : '');

const texts: Record<MailTemplate['kind'], Record<Language, (mail: MailTemplate) => Rendered>> = {
  invitation: {
    es: (mail) => ({
      subject: `${companyOf(mail)} te invita a Rumbo`,
      heading: `Hola, ${mail.name}`,
      body: `${companyOf(mail)} organiza sus viajes compartidos con Rumbo. Elige tu contraseña para activar tu cuenta y entrar a la app.`,
      action: 'Elegir mi contraseña',
      footer: 'El enlace funciona una sola vez y vence en 7 días. Si no esperabas esta invitación, ignora este mensaje.',
    }),
    en: (mail) => ({
      subject: `${companyOf(mail)} invites you to Rumbo`,
      heading: `Hello ${mail.name}`,
      body: `${companyOf(mail)} organizes its shared rides with Rumbo. Choose your password to activate your account and open the app.`,
      action: 'Choose my password',
      footer: 'The link works once and expires in 7 days. If you did not expect this invitation, ignore this message.',
    }),
    de: (mail) => ({
      subject: `${companyOf(mail)} lädt Sie zu Rumbo ein`,
      heading: `Hallo ${mail.name}`,
      body: `${companyOf(mail)} organisiert gemeinsame Fahrten mit Rumbo. Wählen Sie Ihr Passwort, um Ihr Konto zu aktivieren.`,
      action: 'Passwort wählen',
      footer: 'Der Link funktioniert einmal und ist 7 Tage gültig. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
    }),
  },
  'verify-email': {
    es: (mail) => ({
      subject: 'Confirma tu correo en Rumbo',
      heading: `Hola, ${mail.name}`,
      body: 'Confirma tu correo para terminar de configurar la cuenta de tu empresa en Rumbo.',
      action: 'Confirmar mi correo',
      footer: 'El enlace vence en 3 días. Si no creaste esta cuenta, ignora este mensaje.',
    }),
    en: (mail) => ({
      subject: 'Confirm your email for Rumbo',
      heading: `Hello ${mail.name}`,
      body: 'Confirm your email to finish setting up your company’s Rumbo account.',
      action: 'Confirm my email',
      footer: 'The link expires in 3 days. If you did not create this account, ignore this message.',
    }),
    de: (mail) => ({
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Rumbo',
      heading: `Hallo ${mail.name}`,
      body: 'Bestätigen Sie Ihre E-Mail-Adresse, um das Rumbo-Konto Ihres Unternehmens fertig einzurichten.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Der Link ist 3 Tage gültig. Wenn Sie dieses Konto nicht angelegt haben, ignorieren Sie diese Nachricht.',
    }),
  },
  'reset-password': {
    es: (mail) => ({
      subject: 'Restablece tu contraseña de Rumbo',
      heading: `Hola, ${mail.name}`,
      body: 'Recibimos una solicitud para restablecer tu contraseña. Usa el botón para elegir una nueva.',
      action: 'Elegir una nueva contraseña',
      footer: 'El enlace funciona una sola vez y vence en 1 hora. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    }),
    en: (mail) => ({
      subject: 'Reset your Rumbo password',
      heading: `Hello ${mail.name}`,
      body: 'We received a request to reset your password. Use the button to choose a new one.',
      action: 'Choose a new password',
      footer: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
    }),
    de: (mail) => ({
      subject: 'Setzen Sie Ihr Rumbo-Passwort zurück',
      heading: `Hallo ${mail.name}`,
      body: 'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Über die Schaltfläche wählen Sie ein neues.',
      action: 'Neues Passwort wählen',
      footer: 'Der Link funktioniert einmal und ist 1 Stunde gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
    }),
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMail(mail: MailTemplate, language: Language): { subject: string; text: string; html: string } {
  const t = texts[mail.kind][language](mail);
  const text = `${t.heading}\n\n${t.body}\n\n${t.action}: ${mail.link}\n\n${t.footer}\n\n— Rumbo`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#0F766E">Rumbo</p>
<h1 style="font-size:18px">${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#0F766E;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.footer)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
