import type { ApiErrorCode } from 'shared-domain';
import type { withdrawalRequestSchemaFor } from 'shared-domain/contracts';
import type { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { creditNoteNumberOf } from './invoice.ts';
import { requestDocument } from './invoices/invoice-documents.ts';
import { openOrder } from './order-access.ts';
import type { OrderDeps } from './order-deps.ts';
import { queueWithdrawalConfirmation } from './order-emails.ts';
import { lockOrder, setCreditNoteNumber } from './order-repository.ts';
import { orderTexts } from './order-texts.ts';
import { orderTokenOf } from './order-tokens.ts';
import { invoiceAvailable } from './order-view.ts';
import { withdrawalDeadline } from './withdrawal-period.ts';
import { insertWithdrawal, isWithdrawn } from './withdrawal-repository.ts';

export type WithdrawalInput = z.output<ReturnType<typeof withdrawalRequestSchemaFor>>;

const conflict = (code: ApiErrorCode, message: string) => new AppError('conflict', code, 409, message);

/**
 * Contract withdrawal: within 14 days of delivery (of ordering while not delivered), once, never
 * for a cancelled order. Keeps the withdrawal, assigns the credit note and e-mails a confirmation.
 */
export async function withdrawFromOrder(
  deps: OrderDeps,
  number: string,
  input: WithdrawalInput,
  now: Date,
): Promise<{ number: string }> {
  const { shop } = deps;
  const texts = orderTexts[shop];
  const result = await deps.db.transaction().execute(async (trx) => {
    const order = await openOrder(trx, shop, number, { token: input.token });
    if (order.email?.toLowerCase() !== input.email.toLowerCase())
      throw new AppError('not_found', 'order_not_found', 404, texts.orderNotFound);
    await lockOrder(trx, order.id);
    if (order.status === 'cancelled') throw conflict('order_cancelled', texts.withdrawalCancelled);
    if (await isWithdrawn(trx, order.id)) throw conflict('already_withdrawn', texts.alreadyWithdrawn);
    if (now.getTime() > withdrawalDeadline(order).getTime())
      throw conflict('withdrawal_period_over', texts.withdrawalPeriodOver);
    const withdrawal = `${shop === 'cz' ? 'OD' : 'RT'}-${order.number}`;
    await insertWithdrawal(trx, {
      orderId: order.id,
      number: withdrawal,
      reason: input.reason || null,
      bankAccount: input.bank_account,
      accountHolder: input.account_holder,
      createdAt: now,
    });
    const creditNote = creditNoteNumberOf(shop, order.number);
    await setCreditNoteNumber(trx, order.id, creditNote);
    // An invoiced order's credit note PDF is made and mailed by a job.
    if (invoiceAvailable(order))
      await requestDocument(trx, deps.jobs, { ...order, credit_note_number: creditNote }, 'credit_note', {
        createdBy: null,
        ifMissing: true,
      });
    const confirmed = {
      number: withdrawal,
      email: order.email ?? input.email,
      bankAccount: input.bank_account,
    };
    const link = { id: order.id, number, token: orderTokenOf(deps.config, number) };
    await queueWithdrawalConfirmation(trx, deps, shop, link, confirmed);
    return confirmed;
  });
  return { number: result.number };
}
