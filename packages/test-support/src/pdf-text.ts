import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF the way a person sees it, with a real parser (pdfjs), so a test reads what a receipt says,
// not what its raw content streams happen to hold.

type TextItem = Extract<Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number], { str: string }>;

// pdfjs reads the 14 standard fonts' metrics from its own files when a PDF does not embed them (pdfkit's Helvetica).
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

export type PdfReading = {
  /** The visible text, one line per line of the page (pieces on one baseline, left to right), pages in order. */
  text: string;
  pageCount: number;
  /** The document information dictionary (Title, Author, CreationDate as a PDF date string, ...). */
  info: Record<string, unknown>;
};

export async function readPdf(buffer: Buffer): Promise<PdfReading> {
  const loading = getDocument({ data: new Uint8Array(buffer), standardFontDataUrl, isEvalSupported: false, useSystemFonts: false, verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(linesOf(content.items.filter((item): item is TextItem => 'str' in item)).join('\n'));
    }
    const { info } = await pdf.getMetadata();
    return { text: pages.join('\n'), pageCount: pdf.numPages, info: info as Record<string, unknown> };
  } finally {
    await loading.destroy();
  }
}

export type PdfStructureReading = {
  /** Tagged: the catalog marks its content (MarkInfo /Marked), so it has a structure tree to read. */
  tagged: boolean;
  /** The document's language (the catalog's /Lang), or null. */
  language: string | null;
  /** The fonts its pages draw text with, and whether the file carries each (none left to the reader's machine). */
  fonts: { name: string; embedded: boolean }[];
  /** How many images its pages paint. */
  imageCount: number;
  /** What a screen reader walks: each structure element that holds text, as `ROLE: text`, in the tree's order. */
  structure: string[];
};

type StructNode = { role?: string; type?: string; id?: string; alt?: string; children?: StructNode[] };

/** Reads what an assistive reader and an archive depend on: tags, language, embedded fonts, images, structure. */
export async function readPdfStructure(buffer: Buffer): Promise<PdfStructureReading> {
  const loading = getDocument({ data: new Uint8Array(buffer), standardFontDataUrl, isEvalSupported: false, useSystemFonts: false, verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const markInfo = await pdf.getMarkInfo();
    const { info } = (await pdf.getMetadata()) as { info: { Language?: string } };
    const fonts = new Map<string, boolean>();
    const structure: string[] = [];
    let imageCount = 0;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const operators = await page.getOperatorList();
      operators.fnArray.forEach((operator, index) => {
        if (operator === OPS.setFont) {
          const font = page.commonObjs.get(operators.argsArray[index][0] as string) as { name: string; missingFile: boolean };
          fonts.set(font.name, !font.missingFile);
        }
        if (operator === OPS.paintImageXObject || operator === OPS.paintInlineImageXObject) imageCount += 1;
      });
      const marked = markedTextOf(await page.getTextContent({ includeMarkedContent: true }));
      const walk = (node: StructNode) => {
        const text = (node.children ?? []).filter((child) => child.type === 'content').map((child) => marked.get(child.id ?? '') ?? '').join('').trim();
        if (node.role && (text || node.alt)) structure.push(`${node.role}: ${text || node.alt}`);
        for (const child of node.children ?? []) if (child.role) walk(child);
      };
      const tree = (await page.getStructTree()) as StructNode | null;
      if (tree) walk(tree);
    }
    return {
      tagged: markInfo?.Marked === true,
      language: info.Language ?? null,
      fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })),
      imageCount,
      structure,
    };
  } finally {
    await loading.destroy();
  }
}

/** The text inside each marked content sequence, by its id. */
function markedTextOf(content: Awaited<ReturnType<PDFPageProxy['getTextContent']>>): Map<string, string> {
  const texts = new Map<string, string>();
  const open: string[] = [];
  for (const item of content.items as ({ type?: string; id?: string | null } & Partial<TextItem>)[]) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id ?? '');
    else if (item.type === 'endMarkedContent') open.pop();
    else if (item.str !== undefined && open.length > 0) {
      const id = open[open.length - 1]!;
      texts.set(id, (texts.get(id) ?? '') + item.str + (item.hasEOL ? ' ' : ''));
    }
  }
  return texts;
}

export async function pdfText(buffer: Buffer): Promise<string> {
  return (await readPdf(buffer)).text;
}

/** Groups pieces by baseline (top of the page first), then joins each line left to right, a space where there is a gap. */
function linesOf(items: TextItem[]): string[] {
  const pieces = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, size: Math.abs(item.transform[0] as number) }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - piece.y) <= 1.5) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const piece of line) {
      const gap = piece.x - end;
      text += text === '' || gap < piece.size * 0.15 ? piece.text : ` ${piece.text}`;
      end = piece.x + piece.width;
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}
