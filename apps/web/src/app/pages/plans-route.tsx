import { PlansPage } from '@/features/billing/components/plans-page';
import { useAppSelector } from '../hooks';

/** The plans, in the user's language, marking the one the company pays for, or else the one it named at sign-up. */
export function PlansRoute() {
  const language = useAppSelector((state) => state.userConfig.language);
  const suggestedPlan = useAppSelector((state) => state.enterprise.current?.interestPlan ?? null);
  return <PlansPage language={language} suggestedPlan={suggestedPlan} />;
}
