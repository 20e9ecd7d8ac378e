/**
 * Reads the plain markup of a legal section's text: one paragraph per line, consecutive lines starting
 * with "- " form a list, and <b>, <terms>, <privacy> and <mail> mark bold text and links. Translators
 * keep the markup; anything else stays literal text.
 */
export type LegalMark = 'b' | 'terms' | 'privacy' | 'mail';
export type LegalInline = { mark: LegalMark | null; text: string };
export type LegalBlock = { kind: 'paragraph'; content: LegalInline[] } | { kind: 'list'; items: LegalInline[][] };

const markPattern = /<(b|terms|privacy|mail)>(.*?)<\/\1>/g;

export function readInline(line: string): LegalInline[] {
  const content: LegalInline[] = [];
  let last = 0;
  for (const match of line.matchAll(markPattern)) {
    if (match.index > last) content.push({ mark: null, text: line.slice(last, match.index) });
    content.push({ mark: match[1] as LegalMark, text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < line.length) content.push({ mark: null, text: line.slice(last) });
  return content;
}

export function readLegalText(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const line of text.split('\n').map((entry) => entry.trim()).filter(Boolean)) {
    const previous = blocks.at(-1);
    if (line.startsWith('- ')) {
      const item = readInline(line.slice(2));
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', content: readInline(line) });
    }
  }
  return blocks;
}
