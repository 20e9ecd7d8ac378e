import { PlansPage } from '@/features/billing/components/plans-page';
import { useAppSelector } from '../hooks';

/** The plans, in the user's language, marking the one the company named at sign-up (no company pays for one yet). */
export function PlansRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  const suggestedPlan = useAppSelector((state) => state.enterprise.current?.interestPlan ?? null);
  return <PlansPage language={language} currentPlan={null} suggestedPlan={suggestedPlan} />;
}
