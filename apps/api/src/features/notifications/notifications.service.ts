import type { NotificationKind, Plan } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './notifications.repository.js';

export type Notice = { kind: NotificationKind; plan: Plan | null; amount: number | null; paymentId: string | null; until: Date | null };

/** Tells a company's administrators: a notice in the inbox (unread until one of them opens it). */
export async function notifyAdministrators(ctx: ServiceContext, enterpriseId: string, notice: Notice): Promise<void> {
  await repository.insertNotification(ctx.db, { enterpriseId, ...notice, createdAt: ctx.clock.now() });
}
