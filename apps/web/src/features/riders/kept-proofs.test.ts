import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropOthersProofs, keepProof, keptProofs, sendKeptProofs, type KeptProof, type SendOutcome } from './kept-proofs';

const paola = '5b0e3c1d-7a2f-4e6b-9c8d-1f2a3b4c5d6e';
const roberto = '8c7d6e5f-4a3b-4c2d-9e1f-0a1b2c3d4e5f';

const proof = (key: string, kind: 'pickup' | 'drop' = 'pickup', personId = paola): KeptProof => ({
  personId,
  bookingId: '0f4c9a4e-0b1e-4a57-9c11-5d7f2b1d9a01',
  body: { kind, recordedAt: '2026-03-02T14:01:00.000Z', idempotencyKey: key },
});

afterEach(() => {
  localStorage.clear();
});

describe('proofs kept on the phone', () => {
  it('keeps a proof made offline, across a reload of the page, and keeps it once per key', () => {
    keepProof(proof('a'));
    keepProof(proof('a'));
    keepProof(proof('b', 'drop'));
    expect(JSON.parse(localStorage.getItem('rumbo:kept-proofs')!)).toHaveLength(2);
    expect(keptProofs().map((kept) => [kept.body.idempotencyKey, kept.body.kind])).toEqual([
      ['a', 'pickup'],
      ['b', 'drop'],
    ]);
  });

  it('keeps them while the service is out of reach, then sends each once when the connection is back', async () => {
    keepProof(proof('a'));
    keepProof(proof('b', 'drop'));
    const offline = vi.fn(async (): Promise<SendOutcome> => 'unreachable');
    expect(await sendKeptProofs(paola, offline)).toBe(0);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(keptProofs()).toHaveLength(2);

    const sent: string[] = [];
    const online = async (kept: KeptProof): Promise<SendOutcome> => {
      sent.push(kept.body.idempotencyKey);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'sent';
    };
    // The `online` event and the app's start may both ask at once: the second joins the first.
    const [first, second] = await Promise.all([sendKeptProofs(paola, online), sendKeptProofs(paola, online)]);
    expect([first, second]).toEqual([2, 2]);
    expect(sent).toEqual(['a', 'b']);
    expect(keptProofs()).toEqual([]);
    expect(await sendKeptProofs(paola, online)).toBe(0);
    expect(sent).toEqual(['a', 'b']);
  });

  it('forgets a proof the service refused for good, and goes on with the next', async () => {
    keepProof(proof('a'));
    keepProof(proof('b', 'drop'));
    const outcomes: SendOutcome[] = ['refused', 'sent'];
    expect(await sendKeptProofs(paola, async () => outcomes.shift()!)).toBe(1);
    expect(keptProofs()).toEqual([]);
  });
});

describe('a proof kept while others are being sent', () => {
  it('goes in the same run', async () => {
    keepProof(proof('a'));
    const sent: string[] = [];
    const run = sendKeptProofs(paola, async (kept) => {
      sent.push(kept.body.idempotencyKey);
      if (kept.body.idempotencyKey === 'a') keepProof(proof('b', 'drop'));
      return 'sent';
    });
    expect(await run).toBe(2);
    expect(sent).toEqual(['a', 'b']);
    expect(keptProofs()).toEqual([]);
  });
});

describe('proofs kept on a phone two people use', () => {
  it('sends only the logged-in person’s, and drops the other’s unsent when someone else logs in', async () => {
    keepProof(proof('paola-pickup'));
    keepProof(proof('roberto-drop', 'drop', roberto));
    const sent: string[] = [];
    const send = async (kept: KeptProof): Promise<SendOutcome> => {
      sent.push(kept.body.idempotencyKey);
      return 'sent';
    };

    // Roberto logs in on Paola's phone: her proof is dropped without being sent under his session.
    dropOthersProofs(roberto);
    expect(keptProofs().map((kept) => kept.body.idempotencyKey)).toEqual(['roberto-drop']);
    expect(await sendKeptProofs(roberto, send)).toBe(1);
    expect(sent).toEqual(['roberto-drop']);
  });

  it('keeps another person’s proofs out of a send, so they wait for their own person', async () => {
    keepProof(proof('paola-pickup'));
    keepProof(proof('roberto-drop', 'drop', roberto));
    const sent: string[] = [];
    expect(
      await sendKeptProofs(roberto, async (kept) => {
        sent.push(kept.body.idempotencyKey);
        return 'sent';
      }),
    ).toBe(1);
    expect(sent).toEqual(['roberto-drop']);
    expect(keptProofs().map((kept) => kept.personId)).toEqual([paola]);
  });

  it('drops the proofs kept before they named their person', () => {
    localStorage.setItem('rumbo:kept-proofs', JSON.stringify([{ bookingId: proof('old').bookingId, body: proof('old').body }]));
    dropOthersProofs(paola);
    expect(keptProofs()).toEqual([]);
    expect(localStorage.getItem('rumbo:kept-proofs')).toBeNull();
  });
});
