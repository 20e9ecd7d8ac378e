/**
 * The file storage port: files by key, each with its content type and size. The database adapter
 * (database-file-storage.repository.ts) is the only one today; an object store (S3 and the like)
 * can be added behind this same type, chosen in app.ts from configuration, with no service changed.
 */
export type StoredFile = { bytes: Buffer; contentType: string; size: number; createdAt: Date };
export type StoredFileInfo = Omit<StoredFile, 'bytes'>;

export type FileStorage = {
  /** Writes the file under `key`, replacing any file already there. `enterpriseId` is its owner (deleted with the company). */
  put(key: string, file: { enterpriseId: string; bytes: Buffer; contentType: string; createdAt: Date }): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** The file's details without its bytes. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
};
