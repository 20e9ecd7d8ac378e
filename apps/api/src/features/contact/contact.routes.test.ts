import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readMails, waitForMail, type TestApp } from '../../testing/build-test-app.js';
import { freshAddress } from '../../testing/factories.js';
import { createTestClock } from '../../testing/test-clock.js';
import { mailOutboxTable } from '../mail/mail.table.js';
import { purgeOldContactMessages } from './contact.service.js';
import { contactMessagesTable } from './contact.table.js';

/** In seconds, as the test clock moves. */
const day = 24 * 60 * 60;

const teamInbox = 'equipo@rumbo.test';
const thanks = { success: true, message: '¡Gracias! Recibimos tu mensaje y te responderemos pronto.' };

let senders = 0;
/** A sender of their own (a name the mail's subject tells apart, an email), so the per-email limit does not spill over. */
function newSender() {
  senders += 1;
  const number = String(senders).padStart(3, '0');
  return { name: `Ana Prueba ${number}`, email: `ana.prueba${number}@empresa.mx` };
}

function messageFrom(sender = newSender()) {
  return { ...sender, message: 'Queremos organizar los viajes de 300 personas en dos sedes.' };
}

function send(app: TestApp, payload: object, { remoteAddress = freshAddress(), language }: { remoteAddress?: string; language?: string } = {}) {
  return app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress, headers: language ? { 'accept-language': language } : {} });
}

function storedFrom(app: TestApp, email: string) {
  return app.db.select().from(contactMessagesTable).where(eq(contactMessagesTable.email, email));
}

/** What a reader sees: the zero-width spaces that keep a stranger's text from being a link are invisible. */
const seen = (text: string) => text.replace(/\u200B/g, '');

/**
 * Mails that name `name`, queued or sent. A queued mail leaves the outbox only once its file is
 * written, so reading the outbox first and the files second misses none.
 */
async function mailsNaming(app: TestApp, name: string): Promise<string[]> {
  const queued = (await app.db.select({ message: mailOutboxTable.message }).from(mailOutboxTable)).map((row) => row.message.text);
  const sent = (await readMails(app)).map((mail) => mail.text);
  return [...queued, ...sent].filter((text) => seen(text).includes(name));
}

describe('POST /api/contact, with CONTACT_EMAIL set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ contactEmail: teamInbox });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 400 naming the three fields of an empty form, in the reader’s language', async () => {
    const english = await send(app, {}, { language: 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      message: 'Please check the data you sent',
      errors: [
        { field: 'name', message: 'Enter your name' },
        { field: 'email', message: 'The email is required' },
        { field: 'message', message: 'Enter your message' },
      ],
    });
    const spanish = await send(app, { ...messageFrom(), message: '  Hola  ' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().errors).toEqual([{ field: 'message', message: 'Cuéntanos un poco más: el mensaje debe tener al menos 10 caracteres' }]);
  });

  it('stores a message and mails it to the team with the sender’s name, email, tier and words', async () => {
    const sender = newSender();
    const remoteAddress = freshAddress();
    const response = await send(
      app,
      { name: `  ${sender.name} `, email: sender.email.toUpperCase(), plan: 'advanced', message: 'Hola:\nQueremos una demo para 300 personas.\n', website: '' },
      { remoteAddress, language: 'en' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Thank you! We received your message and will get back to you soon.' });

    const [stored, ...others] = await storedFrom(app, sender.email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      name: sender.name,
      email: sender.email,
      message: 'Hola:\nQueremos una demo para 300 personas.',
      plan: 'advanced',
      language: 'en',
      ipAddress: remoteAddress,
      mailedAt: expect.any(Date),
    });

    const mail = await waitForMail(app, teamInbox, { subject: new RegExp(`Contact message from ${sender.name}$`) });
    expect(seen(mail.text)).toContain(`${sender.name} (${sender.email}) wrote about the Advanced plan:`);
    expect(seen(mail.text)).toContain('> Hola:\n> Queremos una demo para 300 personas.');
    expect(mail.text).toContain(`Replying to this mail answers ${sender.email}.`);
    // The team answers with one click: the sender is the mail's Reply-To.
    expect(mail.replyTo).toEqual([sender.email]);
  });

  it('answers a filled honeypot as a real message, and stores and mails nothing', async () => {
    const bot = messageFrom();
    const response = await send(app, { ...bot, website: 'https://ofertas.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(thanks);
    expect(await storedFrom(app, bot.email)).toEqual([]);

    // A person's message sent after it is mailed: had the bot's been queued, it would be too by now.
    const person = messageFrom();
    expect((await send(app, person)).statusCode).toBe(201);
    await waitForMail(app, teamInbox, { subject: new RegExp(person.name) });
    expect(await mailsNaming(app, bot.name)).toEqual([]);
  });

  it('answers 429 to the sixth message from one address within the hour, and does not keep it', async () => {
    const remoteAddress = freshAddress();
    for (let sent = 1; sent <= 5; sent += 1) expect((await send(app, messageFrom(), { remoteAddress })).statusCode).toBe(201);
    const sixth = messageFrom();
    const refused = await send(app, sixth, { remoteAddress, language: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'Too many attempts. Wait 60 minutes and try again.' });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await storedFrom(app, sixth.email)).toEqual([]);
    // Another address is not held back.
    expect((await send(app, messageFrom())).statusCode).toBe(201);
  });

  it('answers 429 to the fourth message from one email within the hour, whatever the address', async () => {
    const sender = newSender();
    for (let sent = 1; sent <= 3; sent += 1) expect((await send(app, messageFrom(sender))).statusCode).toBe(201);
    expect((await send(app, messageFrom(sender))).statusCode).toBe(429);
    expect(await storedFrom(app, sender.email)).toHaveLength(3);
  });
});

describe('POST /api/contact, without CONTACT_EMAIL', () => {
  let app: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ logStream: { write: (line) => logLines.push(line) } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('only stores the message, and logs that it did without its words or its sender', async () => {
    const sender = newSender();
    const response = await send(app, { ...sender, message: 'Un mensaje que no debe aparecer en el registro.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(thanks);
    const [stored] = await storedFrom(app, sender.email);
    expect(stored).toMatchObject({ plan: null, language: 'es', mailedAt: null });

    const logged = logLines.find((line) => line.includes('contact message stored'));
    expect(logged).toContain(stored!.id);
    const log = logLines.join('\n');
    for (const secret of ['no debe aparecer', sender.name, sender.email]) expect(log).not.toContain(secret);
    expect(await mailsNaming(app, sender.name)).toEqual([]);
  });
});

describe('keeping contact messages', () => {
  const clock = createTestClock(new Date('2026-11-23T15:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps a message a year, then the daily purge deletes it and only it', async () => {
    const older = newSender();
    expect((await send(app, messageFrom(older))).statusCode).toBe(201);
    clock.advance(200 * day);
    const newer = newSender();
    expect((await send(app, messageFrom(newer))).statusCode).toBe(201);

    clock.advance(164 * day);
    expect(await purgeOldContactMessages(app.ctx)).toBe(0);
    expect(await storedFrom(app, older.email)).toHaveLength(1);

    clock.advance(2 * day);
    expect(await purgeOldContactMessages(app.ctx)).toBe(1);
    expect(await storedFrom(app, older.email)).toEqual([]);
    expect(await storedFrom(app, newer.email)).toHaveLength(1);
  });
});
