import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { useStoreSelector } from '@/lib/store-selector';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { httpStatus } from '@/lib/api/errors';
import { selectSessionUser, type SessionState } from '@/lib/api/session-slice';
import { ridersApi } from '../api/riders-api';
import { dropOthersProofs, keepProof, keptProofs, sendKeptProofs, subscribeKeptProofs, type KeptProof, type SendOutcome } from '../kept-proofs';

/** How long the phone is given to say where it is: past this the proof is recorded without the position. */
const positionTimeoutMs = 6000;

/** The phone's position, when the person allows it and it answers in time; otherwise none. */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | undefined> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    // The API's own timeout does not count the time its permission question stays open.
    const timer = setTimeout(() => resolve(undefined), positionTimeoutMs + 500);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        const round = (value: number) => Math.round(value * 1e6) / 1e6;
        resolve({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
      // A fresh fix: a cached one could be the pickup's when the drop is recorded.
      { enableHighAccuracy: true, timeout: positionTimeoutMs, maximumAge: 0 },
    );
  });
}

/** The logged-in person's employee id: whose proofs are kept and sent. */
function usePersonId(): string | undefined {
  return useStoreSelector((state: { session: SessionState }) => selectSessionUser(state)?.idEmployee);
}

/** The logged-in person's proofs kept on this phone, not yet answered by the service. */
export function useKeptProofs(): KeptProof[] {
  const personId = usePersonId();
  const all = useSyncExternalStore(subscribeKeptProofs, keptProofs, keptProofs);
  return useMemo(() => all.filter((proof) => proof.personId === personId), [all, personId]);
}

/** A send to the service: a 4xx other than 401 and 429 is final; no answer, 401, 429 or 5xx means later. */
function useSendProof() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(
    async (proof: KeptProof): Promise<SendOutcome> => {
      const result = await dispatch(ridersApi.endpoints.createProof.initiate({ bookingId: proof.bookingId, body: proof.body }));
      if (!result.error) return 'sent';
      const status = httpStatus(result.error);
      return status === undefined || status === 401 || status === 429 || status >= 500 ? 'unreachable' : 'refused';
    },
    [dispatch],
  );
}

/**
 * Sends the person's kept proofs when the page starts and whenever the connection comes back; another
 * person's, left by whoever used the phone before, are dropped unsent.
 */
export function useSendKeptProofs(): void {
  const send = useSendProof();
  const personId = usePersonId();
  useEffect(() => {
    if (!personId) return;
    dropOthersProofs(personId);
    const sendAll = () => void sendKeptProofs(personId, send);
    sendAll();
    window.addEventListener('online', sendAll);
    return () => window.removeEventListener('online', sendAll);
  }, [send, personId]);
}

/**
 * Records a pickup or drop: the position asked for at the click, the proof kept on the phone under a
 * key of its own first, then sent when online; offline, it waits for the connection.
 */
export function useRecordProof(): (bookingId: string, kind: 'pickup' | 'drop') => Promise<void> {
  const send = useSendProof();
  const personId = usePersonId();
  return useCallback(
    async (bookingId, kind) => {
      // The riders' pages are shown to a logged-in person only.
      if (!personId) return;
      const recordedAt = new Date().toISOString();
      const position = await currentPosition();
      keepProof({ personId, bookingId, body: { kind, recordedAt, idempotencyKey: crypto.randomUUID(), ...position } });
      if (navigator.onLine) await sendKeptProofs(personId, send);
    },
    [send, personId],
  );
}
