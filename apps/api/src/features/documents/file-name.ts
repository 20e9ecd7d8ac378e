/**
 * A PDF's name that is safe in a path, a header and a tax id: the base name only (no folders, so no
 * `../`), unaccented, letters, digits, dots and dashes (an underscore becomes a dash: the tax id's last
 * underscore-separated segment must be the whole name), at most 100 characters, ending in .pdf.
 */
export function safePdfName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const stem = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 96)
    .replace(/[.-]+$/, '');
  return `${stem || 'documento'}.pdf`;
}
