// The money side of the ledger, over the whole database: every charge the sandbox made is paid for by
// exactly one receipt, or still waits for settlement under its attempt in flight; every receipt has its
// charge; no company bought its first plan twice; and each checkout's answer matches what is there.
import type { DatabaseHandle } from '../../apps/api/src/db/client.js';
import type { Ledger } from './ledger.js';

type Charge = { id: string; key: string; attempt_id: string | null; attempt_status: string | null; enterprise_id: string | null };
type Payment = { id: string; enterprise_id: string; kind: string; receipt_number: string | null; reference: string | null; amount: number };

const rows = async <T>(database: DatabaseHandle, text: string) => (await database.executeSql(text)).rows as T[];

/** Charges, receipts and checkouts; `add` names each problem found. Answers the figures. */
export async function checkMoney(database: DatabaseHandle, ledger: Ledger, add: (kind: string, example: string) => void): Promise<string> {
  const charges = await rows<Charge>(
    database,
    `select c.id, c.idempotency_key as key, a.id as attempt_id, a.status as attempt_status, a.enterprise_id
     from sandbox_charges c left join payment_attempts a on c.idempotency_key = 'attempt:' || a.id::text
     where c.decline_code is null`,
  );
  const payments = await rows<Payment>(
    database,
    `select id, enterprise_id, kind, receipt_number::text, processor_reference as reference, amount from payments where status = 'paid'`,
  );
  const receiptsByCharge = new Map<string, Payment[]>();
  for (const payment of payments) {
    if (payment.receipt_number === null) add('paid payments without a receipt number', payment.id);
    if (payment.amount > 0 && payment.reference) receiptsByCharge.set(payment.reference, [...(receiptsByCharge.get(payment.reference) ?? []), payment]);
    else if (payment.amount > 0) add('paid payments that name no charge', payment.id);
  }
  let awaitingSettlement = 0;
  const chargeIds = new Set<string>();
  for (const charge of charges) {
    chargeIds.add(charge.id);
    const receipts = receiptsByCharge.get(charge.id) ?? [];
    if (!charge.attempt_id) add('charges made outside a payment attempt', charge.key);
    else if (charge.attempt_status === 'in_flight') {
      // Its answer was lost (a process killed, the database away): the settlement job writes it within three minutes.
      awaitingSettlement += 1;
      if (receipts.length > 0) add('charges with a receipt whose attempt is still in flight', charge.id);
    } else if (charge.attempt_status !== 'settled') add('charges made whose attempt says it failed', charge.id);
    else if (receipts.length !== 1) add('charges with other than one receipt', `${charge.id}: ${receipts.length}`);
  }
  for (const reference of receiptsByCharge.keys()) if (!chargeIds.has(reference)) add('receipts without a charge', reference);

  const firstPlans = new Map<string, number>();
  for (const payment of payments) if (payment.kind === 'subscription') firstPlans.set(payment.enterprise_id, (firstPlans.get(payment.enterprise_id) ?? 0) + 1);
  for (const [enterpriseId, count] of firstPlans) if (count > 1) add('companies charged for their first plan more than once', `${enterpriseId}: ${count}`);

  const live = new Set((await rows<{ enterprise_id: string }>(database, `select enterprise_id from subscriptions where status <> 'canceled'`)).map((row) => row.enterprise_id));
  for (const { enterpriseId, which, outcome } of ledger.checkouts) {
    if (outcome === 'ok' && !live.has(enterpriseId)) add('checkouts answered 2xx without a subscription', enterpriseId);
    if (which === 'first' && outcome === 'refused' && live.has(enterpriseId)) add('checkouts refused that left a subscription', enterpriseId);
    if (which === 'again' && (firstPlans.get(enterpriseId) ?? 0) > 1) add('second checkouts that charged', enterpriseId);
  }
  const checkedOut = ledger.checkouts.filter((checkout) => checkout.which === 'first' && checkout.outcome === 'ok').length;
  return `${charges.length} charges, ${payments.length} receipts, ${checkedOut} checkouts answered 2xx${awaitingSettlement ? `, ${awaitingSettlement} charges awaiting settlement` : ''}`;
}
