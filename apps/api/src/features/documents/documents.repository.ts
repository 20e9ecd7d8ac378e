import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { taxDocumentsTable } from './documents.table.js';

export type TaxDocumentRecord = { taxId: string; name: string; size: number; fileKey: string; uploadedAt: Date };

export async function findTaxDocument(db: Database, enterpriseId: string): Promise<TaxDocumentRecord | undefined> {
  const [row] = await db
    .select({
      taxId: taxDocumentsTable.taxId,
      name: taxDocumentsTable.name,
      size: taxDocumentsTable.size,
      fileKey: taxDocumentsTable.fileKey,
      uploadedAt: taxDocumentsTable.uploadedAt,
    })
    .from(taxDocumentsTable)
    .where(eq(taxDocumentsTable.enterpriseId, enterpriseId));
  return row;
}

/** Records the company's document, replacing the one before. */
export async function saveTaxDocument(db: Database, enterpriseId: string, document: TaxDocumentRecord): Promise<void> {
  await db.insert(taxDocumentsTable).values({ enterpriseId, ...document }).onConflictDoUpdate({ target: taxDocumentsTable.enterpriseId, set: document });
}
