import type { CurrencyCode, ShopCode } from 'shared-domain';
import {
  requotableServiceStatuses,
  type ServiceOrderDetail,
  serviceStatusMoves,
} from 'shared-domain/contracts/staff.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { selectServiceOrderEmails } from './service-order-email-repository.ts';
import {
  findCentreAddress,
  findServiceOrderByNumber,
  selectServiceHistoryWithAuthors,
  selectServiceOrderOperations,
} from './service-order-repository.ts';
import { currentPriceOf, isQuotePending } from './service-order-status.ts';
import { serviceTexts } from './service-texts.ts';

/** One repair as staff see it: device, customer, fault, prices, where it may go, its history and mails. */
export async function getServiceOrderDetail(
  db: Db,
  shop: ShopCode,
  number: string,
): Promise<ServiceOrderDetail> {
  const row = number.length <= 20 ? await findServiceOrderByNumber(db, shop, number) : undefined;
  if (!row) throw notFound('service_order_not_found', serviceTexts[shop].orderNotFound);
  const currency = row.currency as CurrencyCode;
  const money = (amount: number) => ({ amount, currency });
  const [operations, history, emails, centre] = await Promise.all([
    selectServiceOrderOperations(db, row.id),
    selectServiceHistoryWithAuthors(db, row.id),
    selectServiceOrderEmails(db, row.id),
    row.centre_id === null ? undefined : findCentreAddress(db, row.centre_id),
  ]);
  const address = row.pickup_address;
  return {
    number: row.number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    device: { name: row.device_name, identifierKind: row.identifier_kind, identifier: row.identifier },
    customer: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      hasAccount: row.user_id !== null,
    },
    fault: row.fault_description,
    handover: row.handover,
    centre: centre ? `${centre.name} (${centre.street}, ${centre.postcode} ${centre.city})` : null,
    timeslot:
      row.timeslot_from && row.timeslot_to
        ? { from: new Date(row.timeslot_from).toISOString(), to: new Date(row.timeslot_to).toISOString() }
        : null,
    pickupAddress: address
      ? [address.street, `${address.postcode ?? ''} ${address.city ?? ''}`.trim()].filter(Boolean).join(', ')
      : null,
    operations: operations.map((operation) => ({ name: operation.name, price: money(operation.price) })),
    bookedPrice: money(row.booked_price),
    quote:
      row.quote_price === null
        ? null
        : {
            price: money(row.quote_price),
            note: row.quote_note,
            approvedAt: row.quote_approved_at ? new Date(row.quote_approved_at).toISOString() : null,
          },
    currentPrice: money(currentPriceOf(row)),
    quotePending: isQuotePending(row),
    moves: [...serviceStatusMoves[row.status]],
    canRequote: (requotableServiceStatuses as readonly string[]).includes(row.status),
    statusHistory: history.map((entry) => ({
      status: entry.status,
      at: new Date(entry.created_at).toISOString(),
      note: entry.note,
      by: entry.email,
    })),
    emails: emails.map((email) => ({
      kind: email.kind,
      recipient: email.recipient,
      subject: email.subject,
      at: new Date(email.created_at).toISOString(),
    })),
  };
}
