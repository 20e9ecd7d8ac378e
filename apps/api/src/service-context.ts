import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AccountHolders } from './features/auth/index.js';
import type { PaymentProcessor } from './features/billing/index.js';
import type { FileStorage } from './features/documents/index.js';
import type { Mail } from './features/mail/index.js';
import type { Jobs, TransactionJobs } from './jobs.js';
import type { Logger } from './logger.js';

/**
 * What every feature's services need from the running service, built once in app.ts and handed to
 * each feature.
 */
export type ServiceContext = {
  /** The database, or the caller's transaction inside `withTransaction`. */
  db: Database;
  config: Config;
  clock: Clock;
  log: Logger;
  /** Inside `withTransaction`, jobs sent commit or roll back with the transaction. */
  jobs: Jobs;
  mail: Mail;
  /** Who holds each login account: the employees feature answers auth's questions about people. */
  accountHolders: AccountHolders;
  /** The payment processor: the built-in sandbox, or Stripe when configured. */
  payments: PaymentProcessor;
  /** Uploaded files (tax documents, logos): kept in the database today, an object store later. */
  files: FileStorage;
};

/** Runs `work` in one transaction: its queries, and the jobs and mails it queues, commit together or not at all. */
export async function withTransaction<T>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  let jobs: TransactionJobs | undefined;
  const result = await ctx.db.transaction((tx) => {
    jobs = ctx.jobs.within(tx);
    return work({ ...ctx, db: tx, jobs });
  });
  jobs?.wakeWorkers();
  return result;
}
