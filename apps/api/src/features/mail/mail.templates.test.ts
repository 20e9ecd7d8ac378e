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
