import { defaultTimeZoneName } from '@rumbo/contract';
import { BillingInformationPage } from '@/features/billing/components/billing-information-page';
import { MyPaymentsPage } from '@/features/billing/components/my-payments-page';
import { PaymentHistoryPage } from '@/features/billing/components/payment-history-page';
import { PaymentsPage } from '@/features/billing/components/payments-page';
import { PurchaseDetailPage } from '@/features/billing/components/purchase-detail-page';
import { SubscriptionPage } from '@/features/billing/components/subscription-page';
import { useAppSelector } from '../hooks';

/** Billing reads in the user's language; its dates and times in the company's time zone. */
function useBillingReading() {
  const language = useAppSelector((state) => state.userConfig.language);
  const timeZone = useAppSelector((state) => state.enterprise.current?.timeZoneName ?? state.userConfig.timeZoneName ?? defaultTimeZoneName);
  return { language, timeZone };
}

export function SubscriptionsRoute() {
  const suggestedPlan = useAppSelector((state) => state.enterprise.current?.interestPlan ?? null);
  return <SubscriptionPage {...useBillingReading()} suggestedPlan={suggestedPlan} />;
}

export function PurchaseDetailRoute() {
  return <PurchaseDetailPage {...useBillingReading()} />;
}

export function PaymentHistoryRoute() {
  return <PaymentHistoryPage {...useBillingReading()} />;
}

export function MyPaymentsRoute() {
  return <MyPaymentsPage {...useBillingReading()} />;
}

export function PaymentsRoute() {
  return <PaymentsPage {...useBillingReading()} />;
}

export function BillingInformationRoute() {
  return <BillingInformationPage companyName={useAppSelector((state) => state.enterprise.current?.name ?? '')} />;
}
