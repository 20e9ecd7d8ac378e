import { splitFullName, type Language, type RegisterBody } from '@rumbo/contract';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { assertSignUpAllowed, createAccount, hashPassword, sendVerificationMail } from '../auth/index.js';
import { createAdministrator } from '../employees/index.js';
import { createEnterprise } from '../enterprises/index.js';
import { createUserConfig } from '../user-config/index.js';

/**
 * Signs up a company: the company, its representative as its first administrator (active at once)
 * with their login, their settings in the sign-up's language, and the verification mail, all in
 * one transaction.
 */
export async function registerCompany(ctx: ServiceContext, body: RegisterBody, language: Language, ip: string): Promise<void> {
  // Limited, and checked, before the password is hashed: a stranger's burst costs no CPU.
  await assertSignUpAllowed(ctx, body.email, ip);
  const passwordHash = await hashPassword(body.password);
  await withTransaction(ctx, async (tx) => {
    const enterpriseId = await createEnterprise(tx, { name: body.companyName, email: body.email, interestPlan: body.interestPlan, language });
    const accountId = await createAccount(tx, { email: body.email, passwordHash });
    const employeeId = await createAdministrator(tx, { enterpriseId, accountId, ...splitFullName(body.representativeName) });
    await createUserConfig(tx, employeeId, language);
    await sendVerificationMail(tx, { accountId, email: body.email, name: body.representativeName }, language);
  });
}
