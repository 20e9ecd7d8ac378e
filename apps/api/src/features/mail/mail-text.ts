// What every mail's text is made of, for the templates of each kind of mail.

/** `quote`: a stranger's words as they wrote them, line breaks kept (a contact message). */
export type Rendered = { subject: string; heading: string; body: string; quote?: string; action?: string; footer: string; replyTo?: string };

/**
 * Text a stranger wrote (a person's or a company's name) as a mail shows it: never a link a mail
 * program would make clickable ("evil.com", "http://..."), and on one line.
 */
export function unlinkable(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/([.@:/])/g, '$1\u200B');
}

