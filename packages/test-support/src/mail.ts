import { readdir } from 'node:fs/promises';
import { simpleParser, type AddressObject } from 'mailparser';

// A mail as the person it is sent to reads it, through a real MIME parser (mailparser): headers in
// encoded words and folded over lines, bodies in quoted-printable or base64, attachments, all decoded
// as a mail program would, instead of by patterns that hold only for the mails written so far.

export type MailAttachment = { filename: string | undefined; contentType: string; content: Buffer };

export type ReadMail = {
  /** The addresses alone, without display names. */
  to: string[];
  replyTo: string[];
  subject: string;
  /** The plain-text body, decoded ('' when the mail has none). */
  text: string;
  /** The HTML body, decoded, or null when the mail has none. */
  html: string | null;
  /** The http(s) addresses in the plain text, each once, in the order they first appear. */
  links: string[];
  attachments: MailAttachment[];
  /** Every header as written (unfolded, not decoded), by its lower-case name; the first of a repeated one. */
  headers: Record<string, string>;
};

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []].flat().flatMap((list) => list.value.flatMap((entry) => [entry, ...(entry.group ?? [])]).flatMap((entry) => (entry.address ? [entry.address] : [])));
}

/** Reads one message as it is stored or received (an .eml file's bytes). */
export async function readMail(raw: Buffer | string): Promise<ReadMail> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const text = mail.text ?? '';
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    headers[key] ??= line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
  }
  return {
    to: addressesOf(mail.to),
    replyTo: addressesOf(mail.replyTo),
    subject: mail.subject ?? '',
    text,
    html: mail.html || null,
    links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    headers,
  };
}

/**
 * The whole mails in an outbox folder (DATA_DIR/outbox), by file name, oldest first: a mail being
 * written is a dot-file beside them until it is whole, and a folder not made yet holds none.
 */
export async function outboxMailFiles(outbox: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.eml') && !file.startsWith('.')).sort();
}
