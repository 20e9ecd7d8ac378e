import type { CreateProofBody } from '@rumbo/contract';

// The proofs a phone recorded and the service has not answered yet: kept in localStorage, each under
// the idempotency key it is sent with, so a proof made offline, or whose answer was lost, is sent
// again when the connection is back and the service writes it once. Each is the person's who made it:
// a phone shared by two people sends only the logged-in person's, under their own session, and drops
// the other's when someone else logs in (a proof sent by the wrong account would be refused, or
// worse, prove the wrong person's ride).

/** A proof to send: whose it is (their employee id), its booking and the body, always with its key. */
export type KeptProof = { personId: string; bookingId: string; body: CreateProofBody & { idempotencyKey: string } };

/** What came of one send: written (or already was), the service out of reach (try later), or refused for good. */
export type SendOutcome = 'sent' | 'unreachable' | 'refused';

const storageKey = 'rumbo:kept-proofs';
const listeners = new Set<() => void>();
let snapshot: { text: string | null; proofs: KeptProof[] } = { text: null, proofs: [] };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // A browser that refuses storage (private mode settings): nothing can be kept.
    return undefined;
  }
}

/** Every proof kept on this phone, whoever's, oldest first; the same array until they change (for useSyncExternalStore). */
export function keptProofs(): KeptProof[] {
  const text = storage()?.getItem(storageKey) ?? null;
  if (text !== snapshot.text) {
    let proofs: KeptProof[] = [];
    try {
      proofs = text ? (JSON.parse(text) as KeptProof[]) : [];
    } catch {
      proofs = [];
    }
    snapshot = { text, proofs };
  }
  return snapshot.proofs;
}

function write(proofs: KeptProof[]): void {
  const store = storage();
  if (proofs.length === 0) store?.removeItem(storageKey);
  else store?.setItem(storageKey, JSON.stringify(proofs));
  for (const listener of listeners) listener();
}

export function subscribeKeptProofs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a proof until the service has it; one already kept under the same key is not kept twice. */
export function keepProof(proof: KeptProof): void {
  const proofs = keptProofs();
  if (proofs.some((kept) => kept.body.idempotencyKey === proof.body.idempotencyKey)) return;
  write([...proofs, proof]);
}

function forget(idempotencyKey: string): void {
  write(keptProofs().filter((kept) => kept.body.idempotencyKey !== idempotencyKey));
}

/**
 * Drops, unsent, every proof kept for anyone but this person (and any kept before proofs named their
 * person): called when a person starts using the app, so another's never waits under their session.
 */
export function dropOthersProofs(personId: string): void {
  const proofs = keptProofs();
  const own = proofs.filter((kept) => kept.personId === personId);
  if (own.length !== proofs.length) write(own);
}

let sending: { personId: string; run: Promise<number> } | undefined;

/**
 * Sends this person's kept proofs one after the other, oldest first, forgetting each once the service
 * has it (or refused it: sending it again would change nothing), those kept meanwhile too; stops at the
 * first the service could not be reached for. Another person's are never sent. One run at a time: a
 * call while one runs joins it, so no proof is sent twice at once. Answers how many were sent.
 */
export function sendKeptProofs(personId: string, send: (proof: KeptProof) => Promise<SendOutcome>): Promise<number> {
  if (sending?.personId === personId) return sending.run;
  // Another person's run (the phone changed hands while it ran) ends first.
  if (sending) return sending.run.then(() => sendKeptProofs(personId, send));
  const run = (async () => {
    // Starts after `sending` is set, even when nothing is kept and it would end at once.
    await Promise.resolve();
    let sent = 0;
    // Read again after each send: a proof kept meanwhile (a second click) goes in the same run.
    const tried = new Set<string>();
    for (;;) {
      const proof = keptProofs().find((kept) => kept.personId === personId && !tried.has(kept.body.idempotencyKey));
      if (!proof) break;
      tried.add(proof.body.idempotencyKey);
      const outcome = await send(proof);
      if (outcome === 'unreachable') break;
      forget(proof.body.idempotencyKey);
      if (outcome === 'sent') sent++;
    }
    return sent;
  })();
  const current = {
    personId,
    run: run.finally(() => {
      if (sending === current) sending = undefined;
    }),
  };
  sending = current;
  return current.run;
}
