import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eEnvironment } from './environment';

/**
 * A real SMTP server on 127.0.0.1 for the service under test: every message it receives is
 * written to the run's mail folder, where specs read it like an inbox.
 */
export default async function globalSetup() {
  // Playwright starts the web server before this runs: the run's folders are new (named by run), never cleared here.
  mkdirSync(e2eEnvironment.mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address).join(',');
        count += 1;
        writeFileSync(join(e2eEnvironment.mailDir, `${Date.now()}-${count}.eml`), `X-Envelope-To: ${to}\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(e2eEnvironment.smtpPort, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
