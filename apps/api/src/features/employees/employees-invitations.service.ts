import { maxInvitationsPerCompanyDay, translateMessage, type Language } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { assertMayInvite, type AuthContext, readAllowance, sendInvitations, takeAllowance } from '../auth/index.js';
import { getEnterpriseForMail, lockEnterprise } from '../enterprises/index.js';
import * as repository from './employees.repository.js';
import { assertAdmin } from './employees.service.js';

// Invitations to people imported or registered without one, sent later from the list all at once.

const daySeconds = 24 * 3600;
const allowanceKey = (enterpriseId: string) => `invitations:company:${enterpriseId}`;

/** How many people wait for an invitation, and how many of them the company may still invite today. */
export async function countUninvited(ctx: ServiceContext, auth: AuthContext): Promise<{ count: number; invitableToday: number }> {
  assertAdmin(auth);
  const count = (await repository.listUninvitedPeople(ctx.db, auth.enterpriseId)).length;
  const allowance = await readAllowance(ctx, allowanceKey(auth.enterpriseId), maxInvitationsPerCompanyDay, daySeconds);
  return { count, invitableToday: Math.min(count, allowance) };
}

/**
 * Mails an invitation to every active person who has no password and was never invited, as many as
 * the company's daily allowance still admits (the longest in the company first); the others wait
 * for the next day. Under the company's lock, so two clicks at once invite each person once.
 */
export async function inviteUninvited(ctx: ServiceContext, auth: AuthContext, language: Language): Promise<{ message: string; data: { invited: number; left: number } }> {
  assertAdmin(auth);
  await assertMayInvite(ctx, auth);
  const { invited, left } = await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const people = await repository.listUninvitedPeople(tx.db, auth.enterpriseId);
    if (people.length === 0) return { invited: 0, left: 0 };
    const granted = await takeAllowance(tx, allowanceKey(auth.enterpriseId), people.length, maxInvitationsPerCompanyDay, daySeconds);
    if (granted === 0) throw new AppError(429, 'invitationLimitReached', { max: maxInvitationsPerCompanyDay }, { 'retry-after': String(daySeconds) });
    const company = await getEnterpriseForMail(tx, auth.enterpriseId);
    await sendInvitations(
      tx,
      people.slice(0, granted).map((person) => ({ accountId: person.accountId, email: person.email, name: `${person.firstNames} ${person.lastNames}`.trim(), companyName: company.name })),
      company.language,
    );
    return { invited: granted, left: people.length - granted };
  });
  const message =
    invited === 0
      ? translateMessage('noOneToInvite', language)
      : left === 0
        ? translateMessage('invitationsSent', language, { count: invited })
        : translateMessage('invitationsSentSomeLeft', language, { count: invited, left, max: maxInvitationsPerCompanyDay });
  return { message, data: { invited, left } };
}
