import type { ProofClass, RideProof } from '@rumbo/contract';

/** What a ride's proofs will make of it, and the sentence that says so to the person. */
export type ProofOutlook = { proofClass: ProofClass; says: 'both' | 'mine' | 'theirs' | 'none' };

/**
 * The proof class a ride is heading for, from the proofs recorded so far: a phone that gives its
 * position at pickup and at drop places the ride (B), both phones, each under its own login, make C;
 * with none placed it counts as A. A step places it only as the service judged it: with a position
 * within 1 km of the leg's pickup or drop point (`atItsPoint`); one recorded without its position, or
 * far from the point, does not (the app records each step once). Steps still to come, and those kept
 * on the phone, are counted as placed: this is what the ride will be if the person keeps sharing the
 * location where the ride starts and ends.
 */
export function proofOutlook(proofs: RideProof[], role: 'driver' | 'passenger'): ProofOutlook {
  const places = (by: 'driver' | 'passenger') =>
    (['pickup', 'drop'] as const).every((kind) => {
      const step = proofs.filter((proof) => proof.by === by && proof.kind === kind);
      return step.length === 0 || step.some((proof) => proof.located && proof.atItsPoint);
    });
  const mine = places(role);
  const theirs = places(role === 'driver' ? 'passenger' : 'driver');
  if (mine && theirs) return { proofClass: 'C', says: 'both' };
  if (mine) return { proofClass: 'B', says: 'mine' };
  if (theirs) return { proofClass: 'B', says: 'theirs' };
  return { proofClass: 'A', says: 'none' };
}
