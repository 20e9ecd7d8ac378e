import type { Language } from '@rumbo/contract';
import type { Database } from '../../db/client.js';

/** The person behind a login account, as the feature that owns people (employees) describes them. */
export type AccountHolder = {
  employeeId: string;
  enterpriseId: string;
  /** Their company's name, for the mails that speak of it (an invitation). */
  companyName: string;
  fullName: string;
  isAdmin: boolean;
  /**
   * 'active' may log in and act; 'pending' waits for an administrator's approval; 'suspended' was
   * stopped by one; 'blocked' (in the trash) may not log in at all.
   */
  access: 'active' | 'pending' | 'suspended' | 'blocked';
};

/** What decides a person's access: their status, the trash, their company's deletion. */
export type HolderState = {
  status: 'active' | 'pending' | 'suspended';
  deletedAt: Date | null;
  enterpriseDeletedAt: Date | null;
};

/**
 * What auth asks about the people who hold its accounts. Auth knows logins, not people: the app
 * hands it the employees feature's answer in the service context, so the imports go one way.
 */
export type AccountHolders = {
  find: (db: Database, accountId: string) => Promise<AccountHolder | undefined>;
  /**
   * Whether a person may act, from their row as auth's per-request statement reads it beside the
   * session (one round trip): the rule stays the employees feature's.
   */
  accessOf: (person: HolderState) => AccountHolder['access'];
  /** The language the person reads their mail in. */
  languageOf: (db: Database, accountId: string) => Promise<Language>;
  /** The account's email was just proved to be theirs (a person waiting on it may now be let in). */
  emailVerified: (db: Database, accountId: string, email: string, now: Date) => Promise<void>;
};
