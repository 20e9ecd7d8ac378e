import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { type AuthContext, confirmPassword, releaseAccounts } from '../auth/index.js';
import { cancelSubscriptionNow } from '../billing/index.js';
import { getEnterpriseForMail, lockEnterprise, markEnterpriseDeleted } from '../enterprises/index.js';
import { notifyCompanyDeleted } from '../notifications/index.js';
import * as repository from './account-deletion.repository.js';

/**
 * Deletes the caller's company, asked by one of its administrators with their own password. In one
 * transaction: its people's accounts are released through auth first (sessions and links end, logins
 * are refused), its subscription ends at once, and the company is marked deleted, which the session
 * check and the join page read. The company's records stay (receipts are kept), out of every answer.
 */
export async function deleteCompanyAccount(ctx: ServiceContext, auth: AuthContext, password: string): Promise<void> {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  // Outside the transaction: a wrong guess must count even though nothing else happens.
  await confirmPassword(ctx, auth, password);
  await withTransaction(ctx, async (tx) => {
    // Serialises with sign-ups through the join link: nobody joins a company while it closes.
    await lockEnterprise(tx, auth.enterpriseId);
    // Told while their accounts still name them; the mails commit with the deletion.
    await notifyCompanyDeleted(tx, auth.enterpriseId, (await getEnterpriseForMail(tx, auth.enterpriseId)).name);
    await releaseAccounts(tx, await repository.listCompanyAccountIds(tx.db, auth.enterpriseId));
    await cancelSubscriptionNow(tx, auth.enterpriseId);
    await markEnterpriseDeleted(tx, auth.enterpriseId, tx.clock.now());
  });
}
