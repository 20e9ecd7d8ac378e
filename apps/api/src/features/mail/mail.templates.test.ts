import { describe, expect, it } from 'vitest';
import { renderMail } from './mail.templates.js';

describe('text a stranger wrote, in a mail', () => {
  const invitation = {
    kind: 'invitation' as const,
    name: 'Visita www.premio-seguro.com',
    companyName: 'Gana dinero http://estafa.example/cobrar ahora mismo con nosotros, es gratis',
    link: 'http://rumbo.test/accept-invitation?token=abc',
  };

  it('never reads as a link, in the text or the HTML', () => {
    const mail = renderMail(invitation, 'es');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/www\.premio-seguro\.com/);
      expect(body).not.toMatch(/https?:\/\/estafa/);
    }
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(['http://rumbo.test/accept-invitation?token=abc']);
    expect(mail.html.match(/href="[^"]*"/g)).toEqual(['href="http://rumbo.test/accept-invitation?token=abc"']);
  });

  it('is cut short in a subject', () => {
    const { subject } = renderMail(invitation, 'es');
    expect(subject.replace(/\u200B/g, '')).toBe('Gana dinero http://estafa.example/cobra… te invita a Rumbo');
    expect(subject).not.toContain('http://estafa');
  });
});

describe('the billing notices’ mails', () => {
  const common = { name: 'Ana', plan: 'pro' as const, timeZone: 'America/Mexico_City', link: 'http://rumbo.test/home/payment-method' };
  // 03:00 UTC on 1 March is still 28 February in Mexico City.
  const until = new Date('2026-03-01T03:00:00Z');

  it('read in each language, with money in MXN and dates in the company’s zone', () => {
    const failed = { ...common, kind: 'payment-failed' as const, amount: 449_900, reason: 'declined' as const, retryAt: until };
    expect(renderMail(failed, 'es').text).toContain('No pudimos cobrar $4,499.00 MXN de tu Plan Pro. El banco de la tarjeta rechazó el cargo. Lo intentaremos de nuevo el 28/02/2026');
    expect(renderMail(failed, 'en').text).toContain('We could not charge MX$4,499.00 for your Pro plan.');
    expect(renderMail(failed, 'de').subject).toBe('Zahlung für Ihren Pro-Tarif fehlgeschlagen');
    expect(renderMail(failed, 'de').text).toContain('Wir versuchen es am 28.02.2026 erneut');
    expect(renderMail({ ...common, kind: 'subscription-ending', until }, 'de').subject).toBe('Ihr Pro-Tarif endet am 28.02.2026');
    expect(renderMail({ ...common, kind: 'subscription-ended', until }, 'es').text).toContain('con los límites del Plan Básico');
  });

  it('carry one link, to the page that settles it', () => {
    for (const language of ['es', 'en', 'de'] as const) {
      const mail = renderMail({ ...common, kind: 'payment-succeeded', amount: 100, link: 'http://rumbo.test/home/subscription-payment-history' }, language);
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(['http://rumbo.test/home/subscription-payment-history']);
    }
  });
});

describe('the contact form’s mail to the team', () => {
  const contact = {
    kind: 'contact-message' as const,
    name: 'Ana <b>López</b>',
    email: 'ana.lopez@empresa.mx',
    plan: 'advanced' as const,
    message: 'Hola:\n\nSomos 300 personas <en> dos sedes.\nVean www.premio-seguro.com',
  };
  /** What a reader sees: the zero-width spaces that keep a stranger's text from being a link are invisible. */
  const seen = (text: string) => text.replace(/\u200B/g, '');

  it('quotes the message with its line breaks, in the text and the HTML', () => {
    const mail = renderMail(contact, 'es');
    expect(seen(mail.text)).toContain('> Hola:\n>\n> Somos 300 personas <en> dos sedes.\n> Vean www.premio-seguro.com\n');
    expect(seen(mail.html)).toContain('Hola:<br>\n<br>\nSomos 300 personas &#60;en&#62; dos sedes.<br>\nVean www.premio-seguro.com</blockquote>');
  });

  it('names the sender, their address to answer at and the tier, in each language', () => {
    const es = renderMail(contact, 'es');
    expect(seen(es.subject)).toBe('Mensaje de contacto de Ana <b>López</b>');
    expect(seen(es.text)).toContain('Ana <b>López</b> (ana.lopez@empresa.mx) escribió sobre el plan Avanzado:');
    expect(es.text).toContain('Al responder este correo, tu respuesta le llega a ana.lopez@empresa.mx.');
    expect(es.replyTo).toBe('ana.lopez@empresa.mx');
    expect(renderMail(contact, 'en').text).toContain('(ana.lopez@empresa.mx) wrote about the Advanced plan:');
    expect(renderMail({ ...contact, plan: 'essential' }, 'de').text).toContain('(ana.lopez@empresa.mx) schreibt zum Tarif „Essential“:');
    expect(renderMail({ ...contact, plan: undefined }, 'en').text).toContain('(ana.lopez@empresa.mx) wrote:');
  });

  it('escapes the sender’s HTML once, and never makes their words a link', () => {
    const mail = renderMail({ ...contact, email: 'https://estafa.example/x@a.mx' }, 'es');
    // Not an address to answer at with one click.
    expect(mail.replyTo).toBeUndefined();
    expect(seen(mail.html)).toContain('Ana &#60;b&#62;López&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/www\.premio-seguro\.com/);
      expect(body).not.toMatch(/https?:\/\//);
    }
  });
});

describe('the mail of a sign-in from a new browser', () => {
  const signIn = { kind: 'new-sign-in' as const, name: 'Lucía', link: 'http://rumbo.test/home/profile', browser: 'Chrome', os: 'Windows', ipAddress: '203.0.113.9', timeZone: 'America/Mexico_City' };

  it('ends its sentence with one full stop, also after a Spanish afternoon time (p.m.)', () => {
    const afternoon = renderMail({ ...signIn, at: new Date('2026-11-27T21:38:00Z') }, 'es');
    expect(afternoon.text).toContain('el 27/11/2026 - 03:38 p.m.\n');
    expect(afternoon.text).not.toContain('p.m..');
    expect(renderMail({ ...signIn, at: new Date('2026-11-27T21:38:00Z') }, 'en').text).toMatch(/on 11\/27\/2026, 03:38 PM\./);
  });
});
