import { describe, expect, it } from 'vitest';
import { contactBodySchema, contactEndpoints } from './contact.js';
import { translateMessage } from './messages/index.js';

const valid = { name: 'Ana López', email: 'ana@empresa.mx', message: 'Queremos una demo para 300 personas.' };

/** The first message of each field, as the API answers them. */
function firstMessages(input: unknown): Record<string, string> {
  const result = contactBodySchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('the contact form’s body', () => {
  it('names each missing field with its own message', () => {
    expect(firstMessages({})).toEqual({ name: 'contactNameRequired', email: 'emailRequired', message: 'contactMessageRequired' });
    expect(firstMessages({ name: '   ', email: ' ', message: '  \n ' })).toEqual({
      name: 'contactNameRequired',
      email: 'emailRequired',
      message: 'contactMessageRequired',
    });
  });

  it('trims the name and the message and lowercases the email', () => {
    expect(contactBodySchema.parse({ name: '  Ana López ', email: ' Ana@Empresa.MX ', message: '\n  Queremos una demo.  \n' })).toEqual({
      name: 'Ana López',
      email: 'ana@empresa.mx',
      message: 'Queremos una demo.',
    });
  });

  it('counts the message’s length once trimmed: 10 to 5000 characters', () => {
    expect(firstMessages({ ...valid, message: '   123456789   ' })).toEqual({ message: 'contactMessageTooShort' });
    expect(contactBodySchema.safeParse({ ...valid, message: '  1234567890  ' }).success).toBe(true);
    expect(contactBodySchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(firstMessages({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'contactMessageTooLong' });
  });

  it('takes a name of up to 120 characters and a valid email', () => {
    expect(contactBodySchema.safeParse({ ...valid, name: 'A'.repeat(120) }).success).toBe(true);
    expect(firstMessages({ ...valid, name: 'A'.repeat(121) })).toEqual({ name: 'textTooLong' });
    expect(firstMessages({ ...valid, email: 'ana@empresa' })).toEqual({ email: 'emailInvalid' });
  });

  it('takes either of the landing’s tiers as the plan, or none, and nothing else', () => {
    expect(contactBodySchema.parse({ ...valid, plan: 'essential' }).plan).toBe('essential');
    expect(contactBodySchema.parse({ ...valid, plan: 'advanced' }).plan).toBe('advanced');
    expect(contactBodySchema.parse(valid).plan).toBeUndefined();
    expect(firstMessages({ ...valid, plan: 'pro' })).toEqual({ plan: 'invalidValue' });
    expect(firstMessages({ ...valid, plan: '' })).toEqual({ plan: 'invalidValue' });
  });

  it('accepts whatever text a bot writes in the honeypot, so the answer does not give it away', () => {
    expect(contactBodySchema.parse({ ...valid, website: 'https://spam.example' }).website).toBe('https://spam.example');
    expect(contactBodySchema.safeParse({ ...valid, website: 'x'.repeat(20_000) }).success).toBe(true);
  });
});

describe('POST /contact', () => {
  it('needs no account and answers 201 with a message, or 429', () => {
    expect(contactEndpoints.send).toMatchObject({ method: 'POST', path: '/contact', authenticated: false, errors: [429] });
    expect(contactEndpoints.send.responses[201].parse({ success: true, message: 'ok' })).toEqual({ success: true, message: 'ok' });
  });

  it('thanks the sender in their language', () => {
    expect(translateMessage('contactSent', 'es')).toBe('¡Gracias! Recibimos tu mensaje y te responderemos pronto.');
    expect(translateMessage('contactSent', 'en')).toBe('Thank you! We received your message and will get back to you soon.');
    expect(translateMessage('contactSent', 'de')).toBe('Vielen Dank! Wir haben Ihre Nachricht erhalten und melden uns bald bei Ihnen.');
  });
});
