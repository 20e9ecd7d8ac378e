// What a virtual user does, one action at a time, each picked by weight: an administrator of a load
// company reading and changing its people, reading figures and receipts, buying a plan for a fresh
// company; the same person driving and their passenger riding, one step of a ride per action. Every
// write's answer goes to the ledger with what was sent, so the database can be checked against it.
import { localDayOf } from '@rumbo/contract';
import type { Cluster } from './cluster.js';
import { checkOut, isOk, logIn, replyBody, saveCard, type Caller } from './flows.js';
import { outcomeOf, request, type Recorder, type Reply } from './http.js';
import type { Ledger } from './ledger.js';
import { searchTerms, seedPassword, type Seed, type SeededCompany, type SeededUser } from './seed.js';

/** Every person the load adds has an address here, so the ledger finds all of them and nothing else. */
export const loadDomain = 'carga.prueba.mx';
/** Every journey the load makes starts at a place labelled so. */
export const loadPlacePrefix = 'Casa prueba';
const timeZone = 'America/Mexico_City';
// Homes around Colonia del Valle, the office on Reforma (about 6 km): every leg counts in figures.
const home = { latitude: 19.3867, longitude: -99.1644 };
const office = { latitude: 19.427, longitude: -99.1677, label: 'Oficina Reforma' };

type Ride = { step: 'offer' | 'request' | 'book' | 'confirm' | 'complete' | 'validate'; tag: string; departureAt: string; offerId?: string; requestId?: string; bookingId?: string };

export type VirtualUser = {
  index: number;
  seed: SeededUser;
  /** Its own address, as the balancer reports it: limits counted per address never meet another user's. */
  client: string;
  adminToken: string;
  passengerToken: string;
  /** People this user added, whom only it edits: its edits to one person come in its own order. */
  added: string[];
  writes: number;
  ride: Ride | undefined;
  cardOfOwnCompany: string | undefined;
};

export type LoadContext = {
  cluster: Cluster;
  recorder: Recorder;
  ledger: Ledger;
  seed: Seed;
  /** Fresh companies not yet checked out, taken one per checkout. */
  checkoutPool: SeededCompany[];
};

let phoneSerial = 0;
/** A phone none of the seed's or another write's: 55 1xxx xxxx, as a person types it. */
const newPhone = () => `55 1${String(++phoneSerial).padStart(7, '0')}`;
let strangers = 0;
/** A new person's own address (a join from their phone): the per-address limit on sign-ups counts each once. */
const strangerAddress = () => `100.${64 + Math.floor(++strangers / 65_536)}.${Math.floor(strangers / 256) % 256}.${strangers % 256}`;

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

const caller = (context: LoadContext, user: VirtualUser): Caller => ({ cluster: context.cluster, recorder: context.recorder, user: user.index, client: user.client });
const call = (context: LoadContext, user: VirtualUser, label: string, spec: Omit<Parameters<typeof request>[4], 'client'>, expected: readonly number[] = []) =>
  request(context.cluster, context.recorder, user.index, label, { ...spec, client: user.client }, expected);

function person(user: VirtualUser, via: string) {
  user.writes += 1;
  const tag = `u${user.index + 1}-${user.writes}`;
  return { firstNames: 'Carga', lastNames: `${via} ${tag}`, email: `${via}.${tag}@${loadDomain}`, phone: newPhone(), address: 'Av. Insurgentes Sur 1602, CDMX' };
}

async function register(context: LoadContext, user: VirtualUser) {
  const body = { ...person(user, 'alta'), sendInvitation: false };
  const reply = await call(context, user, 'register employee', { method: 'POST', path: '/employee/register', body, token: user.adminToken });
  context.ledger.person(body.email, user.seed.enterpriseId, 'active', outcomeOf(reply));
  if (isOk(reply)) user.added.push(replyBody<{ employee: { employeeId: string } }>(reply).employee.employeeId);
}

async function edit(context: LoadContext, user: VirtualUser) {
  const employeeId = user.added.length > 0 ? pick(user.added) : undefined;
  if (!employeeId) return register(context, user);
  user.writes += 1;
  const change = { tripPreferences: `Salgo a las 7:30 (cambio ${user.writes})`, lastNames: `Editada u${user.index + 1}-${user.writes}` };
  const reply = await call(context, user, 'edit employee', { method: 'PATCH', path: `/employee/${employeeId}`, body: change, token: user.adminToken });
  context.ledger.edit(employeeId, change, outcomeOf(reply));
}

async function importPeople(context: LoadContext, user: VirtualUser) {
  const rows = Array.from({ length: 5 }, () => person(user, 'importada'));
  const reply = await call(context, user, 'import employees', { method: 'POST', path: '/employee/import', body: { rows, dryRun: false }, token: user.adminToken });
  for (const row of rows) context.ledger.person(row.email, user.seed.enterpriseId, 'active', outcomeOf(reply));
}

async function join(context: LoadContext, user: VirtualUser) {
  const { address: _address, ...body } = { ...person(user, 'enlace'), password: 'clave-de-quien-se-une' };
  const reply = await request(context.cluster, context.recorder, user.index, 'join by link', { method: 'POST', path: `/join/${user.seed.joinCode}`, body, client: strangerAddress() });
  context.ledger.person(body.email, user.seed.enterpriseId, 'pending', outcomeOf(reply));
}

/** A departure some morning of the next two months, in Mexico City (UTC-6 all year): the day roll-ups spread over 60 days. */
/**
 * A ride that left in the last hour and a half: the service takes a ride's completion and proofs only
 * inside its own time (from two hours before it leaves), so the load's rides are today's.
 */
function nextDeparture(): string {
  const minutesAgo = Math.floor(Math.random() * 90);
  return new Date(Math.floor(Date.now() / 60_000 - minutesAgo) * 60_000).toISOString();
}

/** One step of the user's ride: offer, request, book, confirm, complete, validate, then a new ride. */
async function rideStep(context: LoadContext, user: VirtualUser) {
  if (!user.ride) {
    user.writes += 1;
    user.ride = { step: 'offer', tag: `u${user.index + 1}-${user.writes}`, departureAt: nextDeparture() };
  }
  const ride = user.ride;
  // A few hundred metres from the standard home, the same for driver and passenger: the search always
  // finds the ride. Each journey's label names it, so the ledger finds it again.
  const journey = (role: 'driver' | 'passenger') => ({
    origin: { latitude: home.latitude + (user.index % 20) * 0.0004, longitude: home.longitude, label: `${loadPlacePrefix} ${ride.tag} ${role}` },
    destination: office,
    departureAt: ride.departureAt,
  });
  let reply: Reply;
  const next = (step: Ride['step']) => (ride.step = step);
  switch (ride.step) {
    case 'offer': {
      const offer = { ...journey('driver'), seats: 3 };
      reply = await call(context, user, 'trip offer', { method: 'POST', path: '/trips/offers', body: offer, token: user.adminToken });
      context.ledger.journey(offer.origin.label, user.seed.enterpriseId, 'driver', outcomeOf(reply));
      if (isOk(reply)) ride.offerId = replyBody<{ data: { journeyId: string } }>(reply).data.journeyId;
      next('request');
      break;
    }
    case 'request': {
      const request = journey('passenger');
      reply = await call(context, user, 'trip request', { method: 'POST', path: '/trips/requests', body: request, token: user.passengerToken });
      context.ledger.journey(request.origin.label, user.seed.enterpriseId, 'passenger', outcomeOf(reply));
      if (isOk(reply)) ride.requestId = replyBody<{ data: { journeyId: string } }>(reply).data.journeyId;
      next('book');
      break;
    }
    case 'book':
      reply = await call(context, user, 'booking', { method: 'POST', path: '/trips/bookings', body: { requestId: ride.requestId, offerId: ride.offerId }, token: user.passengerToken });
      if (isOk(reply)) ride.bookingId = replyBody<{ data: { bookingId: string } }>(reply).data.bookingId;
      context.ledger.booking(ride.requestId!, ride.bookingId, outcomeOf(reply));
      next('confirm');
      break;
    case 'confirm':
    case 'complete':
    case 'validate': {
      const move = { confirm: ['CONFIRMED', 'booking confirmed', user.adminToken], complete: ['COMPLETED_PENDING_VALIDATION', 'ride completed', user.adminToken], validate: ['VALIDATED', 'ride validated', user.passengerToken] } as const;
      const [status, label, token] = move[ride.step];
      const body = ride.step === 'complete' ? { status, vehicleKm: 6.5 } : { status };
      reply = await call(context, user, label, { method: 'PATCH', path: `/trips/bookings/${ride.bookingId}`, body, token });
      context.ledger.move(ride.bookingId!, status, outcomeOf(reply));
      next(ride.step === 'confirm' ? 'complete' : 'validate');
      if (status === 'VALIDATED') user.ride = undefined;
      break;
    }
  }
  // A step not done ends the ride: the next action starts another.
  if (!isOk(reply)) user.ride = undefined;
}

async function listPeople(context: LoadContext, user: VirtualUser) {
  await call(context, user, 'employee list', { method: 'GET', path: `/enterprise/employees?page=${1 + Math.floor(Math.random() * 5)}`, token: user.adminToken });
}

async function searchPeople(context: LoadContext, user: VirtualUser) {
  await call(context, user, 'employee search', { method: 'GET', path: `/enterprise/employees?search=${encodeURIComponent(pick(searchTerms))}`, token: user.adminToken });
}

async function readFigures(context: LoadContext, user: VirtualUser) {
  // The days the load's rides fall on (they left in the last hour and a half).
  const from = localDayOf(Date.now() - 86_400_000, timeZone);
  const to = localDayOf(Date.now(), timeZone);
  await call(context, user, 'report figures', { method: 'GET', path: `/reports/metrics?from=${from}&to=${to}`, token: user.adminToken });
}

async function readReceipts(context: LoadContext, user: VirtualUser) {
  await call(context, user, 'receipts', { method: 'GET', path: '/stripe/getPaymentHistory', token: user.adminToken });
}

async function login(context: LoadContext, user: VirtualUser) {
  const token = await logIn(caller(context, user), user.seed.admin.email, seedPassword);
  if (token) user.adminToken = token;
}

/**
 * A fresh company's administrator logs in, saves a card and buys a plan; once the pool is spent, the
 * user's own company (subscribed already) tries to buy again and is refused (409).
 */
async function checkout(context: LoadContext, user: VirtualUser) {
  const plan = pick(['basic', 'pro', 'enterprise'] as const);
  const company = context.checkoutPool.shift();
  if (!company) {
    if (!user.cardOfOwnCompany) {
      const card = await saveCard(caller(context, user), user.adminToken);
      if (typeof card !== 'string') return;
      user.cardOfOwnCompany = card;
    }
    const reply = await request(
      context.cluster,
      context.recorder,
      user.index,
      'checkout again',
      { method: 'POST', path: '/stripe/create-subscription', body: { priceId: `price_${plan}_monthly`, paymentMethodId: user.cardOfOwnCompany }, token: user.adminToken, client: user.client },
      [409],
    );
    context.ledger.checkout(user.seed.enterpriseId, 'again', outcomeOf(reply));
    return;
  }
  const token = await logIn(caller(context, user), company.adminEmail, seedPassword);
  const card = token && (await saveCard(caller(context, user), token));
  const paymentMethodId = typeof card === 'string' && card ? card : undefined;
  if (!token || !paymentMethodId) {
    context.ledger.checkout(company.enterpriseId, 'first', 'refused');
    return;
  }
  // 409 is an answer here too: another of the company's people may be paying at this moment, or a
  // payment cut short by a fault (PostgreSQL away mid-charge) awaits its settlement. The ledger then
  // checks that every charge has its one receipt.
  const reply = await checkOut(caller(context, user), token, plan, paymentMethodId, [409]);
  context.ledger.checkout(company.enterpriseId, 'first', outcomeOf(reply));
}

type Action = { name: string; weight: number; run: (context: LoadContext, user: VirtualUser) => Promise<void> };

/** The mix, by weight: reads first, as an administrator's day is, and a steady stream of rides. */
export const actions: Action[] = [
  { name: 'login', weight: 3, run: login },
  { name: 'list', weight: 16, run: listPeople },
  { name: 'search', weight: 12, run: searchPeople },
  { name: 'register', weight: 6, run: register },
  { name: 'edit', weight: 6, run: edit },
  { name: 'import', weight: 2, run: importPeople },
  { name: 'join', weight: 2, run: join },
  { name: 'ride', weight: 36, run: rideStep },
  { name: 'figures', weight: 8, run: readFigures },
  { name: 'receipts', weight: 4, run: readReceipts },
  { name: 'checkout', weight: 2, run: checkout },
];
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);

export function pickAction(): Action {
  let draw = Math.random() * totalWeight;
  for (const action of actions) {
    draw -= action.weight;
    if (draw < 0) return action;
  }
  return actions[actions.length - 1]!;
}

/** Logs a user's administrator and passenger in (before the load: not counted). */
export async function prepareUser(cluster: Cluster, recorder: Recorder, seed: SeededUser): Promise<VirtualUser> {
  const client = `10.${20 + Math.floor(seed.index / 65_536)}.${Math.floor(seed.index / 256) % 256}.${seed.index % 256}`;
  const who: Caller = { cluster, recorder, user: seed.index, client };
  const adminToken = await logIn(who, seed.admin.email, seedPassword);
  const passengerToken = await logIn(who, seed.passenger.email, seedPassword);
  if (!adminToken || !passengerToken) throw new Error(`setting up: user ${seed.index + 1} could not log in`);
  return { index: seed.index, seed, client, adminToken, passengerToken, added: [], writes: 0, ride: undefined, cardOfOwnCompany: undefined };
}
