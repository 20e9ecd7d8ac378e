import type { Plan, RegisterBody } from '@rumbo/contract';
import type { TestApp } from './build-test-app.js';
import { saveTestCard, signUpAndLogIn, subscribe, verifyEmailOf } from './factories.js';

// The companies the billing tests start from, each a new sign-up: one ready to pay, one subscribed.

/** A new company whose administrator may pay: the email verified and a test card saved (4242 unless another is named). */
export async function companyReadyToPay(app: TestApp, number = '4242424242424242') {
  const admin = await signUpAndLogIn(app);
  await verifyEmailOf(app, admin.headers);
  return { admin, paymentMethodId: await saveTestCard(app, admin.headers, number) };
}

/** A new company subscribed to `plan` with the test card 4242: its administrator, subscription and card. */
export async function subscribedCompany(app: TestApp, plan: Plan, company: Partial<RegisterBody> = {}) {
  const admin = await signUpAndLogIn(app, company);
  return { admin, ...(await subscribe(app, admin.headers, plan)) };
}
