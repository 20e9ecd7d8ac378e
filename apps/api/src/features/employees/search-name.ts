/** How names are stored for search and order: lowercased, accents removed, spaces collapsed. */
export function toSearchName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
