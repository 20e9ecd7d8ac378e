import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { createWholeFile } from '../../whole-file.js';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/** An attachment named by reference: the queued job holds the reference, never the file. */
export type AttachmentReference = { source: string; reference: string };
export type OutgoingMail = { to: string; subject: string; text: string; html: string; replyTo?: string; attachments?: AttachmentReference[] };

export type Mail = {
  /** Makes the files of one kind of attachment (a receipt's PDF, say) when a mail that names one is sent. */
  addAttachmentSource: (source: string, resolve: (reference: string) => Promise<MailAttachment>) => void;
  deliver: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMail(config: Config, log: Logger): Mail {
  const sources = new Map<string, (reference: string) => Promise<MailAttachment>>();
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(config.dataDir, 'outbox');

  async function resolveAttachments(references: AttachmentReference[] = []): Promise<MailAttachment[]> {
    return Promise.all(
      references.map(({ source, reference }) => {
        const resolve = sources.get(source);
        if (!resolve) throw new Error(`no attachment source "${source}"`);
        return resolve(reference);
      }),
    );
  }

  return {
    addAttachmentSource: (source, resolve) => {
      sources.set(source, resolve);
    },
    async deliver({ attachments, ...mail }) {
      const files = await resolveAttachments(attachments);
      const info = await transport.sendMail({ from: config.mailFrom, ...mail, attachments: files });
      if (config.smtpUrl) return;
      // The mails carry live links (sign-in, password reset): only the service's own user may read them.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      await chmod(outbox, 0o700);
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      // Whole or not at all: whoever reads the outbox (a person, the tests) never opens half a mail.
      await createWholeFile(file, (info as unknown as { message: Buffer }).message);
      log.info(`mail to ${mail.to} written to ${file}`);
    },
    close: () => transport.close(),
  };
}
