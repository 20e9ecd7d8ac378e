import { create } from 'content-disposition';

// How a route names the file it answers with. Written by the content-disposition package (RFC 6266):
// a name outside US-ASCII travels in `filename*` (UTF-8), and a quote, a backslash or a line break in
// a name cannot end the header early or add one of its own.

/**
 * The name for browsers that read only `filename`: accents dropped (Logística Peñón: Logistica Penon),
 * and any other non-ASCII character, a quote, a backslash or a percent sign (some browsers decode
 * %XX there) replaced by an underscore. When it differs from the name, the name goes in `filename*` too.
 */
function asciiFallbackOf(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** The Content-Disposition of a download (`attachment`, saved under its name) or of a file shown in the page (`inline`). */
export function formatContentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return create(fileName, { type, fallback: asciiFallbackOf(fileName) });
}
