import type { TFunction } from '@/lib/i18n';
import type { MyRide } from '@rumbo/contract';

/**
 * What a past ride says about the company's report, in words: that it counts, with its proof class,
 * or why it does not, every reason the service gave (a cancelled booking, a step the driver or the
 * passenger did not take, a fraud rule's flag). Upcoming rides are not judged yet: none.
 */
export function rideVerdict(ride: Pick<MyRide, 'counts' | 'reasons' | 'proofClass'>, t: TFunction<'riders'>): string {
  if (ride.counts) return t('riders.verdict.counts', { proofClass: ride.proofClass ?? 'A' });
  const reasons = ride.reasons.map((reason) => t(`riders.reasons.${reason}`)).join(t('riders.verdict.separator'));
  return t('riders.verdict.notCounting', { reasons });
}
