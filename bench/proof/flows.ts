// The few calls that take several requests, as a person makes them in the app: logging in, saving a
// card through the sandbox's card form, subscribing. The load, the seed and the races share them.
import type { Plan } from '@rumbo/contract';
import type { Cluster } from './cluster.js';
import { request, type Recorder, type Reply } from './http.js';

export type Caller = { cluster: Cluster; recorder: Recorder; user: number; client: string };

/** The status of an answer, or what stood in its place (a connection error, a hang). */
export function describeReply(reply: Reply): string {
  if (reply.kind === 'answer') return `${reply.status} ${JSON.stringify(reply.json ?? '').slice(0, 200)}`;
  return reply.kind === 'hang' ? `no answer within ${Math.round(reply.ms)} ms` : `connection error ${reply.code}`;
}

export const isOk = (reply: Reply): boolean => reply.kind === 'answer' && reply.status >= 200 && reply.status < 300;

/** The JSON of an answer the caller knows came (check isOk first), as the contract shapes it. */
export const replyBody = <T>(reply: Reply) => (reply as Extract<Reply, { kind: 'answer' }>).json as T;

/** Logs in; answers the access token, or undefined when the login was not answered 200. */
export async function logIn(caller: Caller, username: string, password: string): Promise<string | undefined> {
  const reply = await request(caller.cluster, caller.recorder, caller.user, 'login', { method: 'POST', path: '/auth/login', body: { username, password }, client: caller.client });
  return isOk(reply) ? replyBody<{ token: string }>(reply).token : undefined;
}

/**
 * Saves a test card as the card form does (a setup intent, the sandbox's confirmation, the card
 * added); answers its payment method, or the reply of the step that failed.
 */
export async function saveCard(caller: Caller, token: string, number = '4242424242424242'): Promise<string | Reply> {
  const { cluster, recorder, user, client } = caller;
  const intent = await request(cluster, recorder, user, 'card: setup intent', { method: 'POST', path: '/stripe/create-setup-intent', token, client });
  if (!isOk(intent)) return intent;
  const confirm = await request(cluster, recorder, user, 'card: sandbox form', {
    method: 'POST',
    path: '/stripe/sandbox/confirm-setup',
    body: { clientSecret: replyBody<{ clientSecret: string }>(intent).clientSecret, number, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Prueba de Carga' },
    client,
  });
  if (!isOk(confirm)) return confirm;
  const paymentMethodId = replyBody<{ setupIntent: { payment_method: string } }>(confirm).setupIntent.payment_method;
  const add = await request(cluster, recorder, user, 'card: add', { method: 'POST', path: '/stripe/add-card', body: { paymentMethodId }, token, client });
  return isOk(add) ? paymentMethodId : add;
}

/** A card saved while setting up: anything but success stops the run, naming the step's answer. */
export async function requireCard(caller: Caller, token: string, what: string, number?: string): Promise<string> {
  const card = await saveCard(caller, token, number);
  return required(what, typeof card === 'string' ? card : undefined, typeof card === 'string' ? undefined : card);
}

/** A checkout of `plan` with a saved card: the reply as it came (201 with the subscription, or why not). */
export function checkOut(caller: Caller, token: string, plan: Plan, paymentMethodId: string, expected: readonly number[] = []): Promise<Reply> {
  return request(
    caller.cluster,
    caller.recorder,
    caller.user,
    'checkout',
    { method: 'POST', path: '/stripe/create-subscription', body: { priceId: `price_${plan}_monthly`, paymentMethodId }, token, client: caller.client },
    expected,
  );
}

/** Setting up what the proof needs: anything but a 2xx stops the run, naming the call. */
export function required<T>(what: string, value: T | undefined, reply?: Reply): T {
  if (value === undefined) throw new Error(`setting up: ${what} failed${reply ? `: ${describeReply(reply)}` : ''}`);
  return value;
}

/** Logs in, saves a card and subscribes to `plan`: answers the token, the card and the subscription's id. */
export async function subscribeCompany(caller: Caller, username: string, password: string, plan: Plan) {
  const token = required(`login of ${username}`, await logIn(caller, username, password));
  const paymentMethodId = await requireCard(caller, token, `a card for ${username}`);
  const reply = await checkOut(caller, token, plan, paymentMethodId);
  if (!isOk(reply)) required(`checkout of ${plan} for ${username}`, undefined, reply);
  return { token, paymentMethodId, subscriptionId: replyBody<{ subscription: { id: string } }>(reply).subscription.id };
}
