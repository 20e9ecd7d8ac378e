import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFilesTable } from './documents.table.js';
import type { FileStorage } from './file-storage.js';

/** The storage port on the service's database (`stored_files`): shared by every process, kept by its backups. */
export function createDatabaseFileStorage(db: Database): FileStorage {
  const details = { contentType: storedFilesTable.contentType, size: storedFilesTable.size, createdAt: storedFilesTable.createdAt };
  return {
    async put(key, { enterpriseId, bytes, contentType, createdAt }) {
      const values = { enterpriseId, contentType, size: bytes.length, bytes, createdAt };
      await db.insert(storedFilesTable).values({ key, ...values }).onConflictDoUpdate({ target: storedFilesTable.key, set: values });
    },
    async get(key) {
      const [row] = await db.select({ ...details, bytes: storedFilesTable.bytes }).from(storedFilesTable).where(eq(storedFilesTable.key, key));
      return row ? { ...row, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) } : null;
    },
    async stat(key) {
      const [row] = await db.select(details).from(storedFilesTable).where(eq(storedFilesTable.key, key));
      return row ?? null;
    },
    async delete(key) {
      await db.delete(storedFilesTable).where(eq(storedFilesTable.key, key));
    },
  };
}
