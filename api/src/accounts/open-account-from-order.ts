import { randomBytes } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { hashPassword } from '../platform/password.ts';
import { type AccountMailDeps, queueSetPasswordMail } from './account-emails.ts';
import { insertResetToken } from './reset-token-repository.ts';
import { findUserByEmail, insertUserIfNew } from './user-repository.ts';

// "Create an account" at checkout (issue 6 item 1): a visitor's order opens a customer account from
// the billing data. It has no usable password; the customer sets one through an e-mailed link
// (a reset token valid 7 days). An e-mail that already has an account gets nothing, and the
// answer is the same, so checkout never reveals who has an account.

export const SET_PASSWORD_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Tokens made at checkout have no requester address; this marks them in `requested_ip`. */
const CHECKOUT_REQUESTER = 'checkout';

export interface PreparedAccount {
  passwordHash: string;
}

export interface OpenedAccount {
  userId: number;
  email: string;
  token: string;
}

export interface OrderBilling {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/**
 * Before the order's transaction: the unusable password hash (of a random secret nobody keeps),
 * computed here because scrypt is slow and must not hold the order's locks. Null when the order
 * does not ask for an account or is placed by a signed-in user.
 */
export async function prepareAccountFromOrder(wanted: {
  createAccount: boolean;
  signedIn: boolean;
}): Promise<PreparedAccount | null> {
  if (!wanted.createAccount || wanted.signedIn) return null;
  return { passwordHash: await hashPassword(randomBytes(32).toString('base64url')) };
}

/** Inside the order's transaction: the account and its set-password token, or null if the e-mail has one. */
export async function openAccountFromOrder(
  trx: Db,
  shop: ShopCode,
  prepared: PreparedAccount,
  billing: OrderBilling,
  now: Date,
): Promise<OpenedAccount | null> {
  if (await findUserByEmail(trx, shop, billing.email)) return null;
  const user = await insertUserIfNew(trx, {
    shop,
    email: billing.email,
    password_hash: prepared.passwordHash,
    first_name: billing.first_name,
    last_name: billing.last_name,
    role: 'customer',
    company_name: null,
    ico: null,
    phone: billing.phone,
    // the order itself was placed with the terms of service accepted
    terms_accepted_at: now,
  });
  if (!user) return null;
  const token = await insertResetToken(trx, {
    shop,
    userId: user.id,
    ip: CHECKOUT_REQUESTER,
    now,
    lifetimeMs: SET_PASSWORD_TOKEN_LIFETIME_MS,
  });
  return { userId: user.id, email: user.email, token };
}

/** In the order's transaction: the link to set the password of the new account. */
export function queueOpenedAccountMail(
  trx: Db,
  deps: AccountMailDeps,
  account: OpenedAccount,
  orderNumber: string,
): Promise<void> {
  const days = SET_PASSWORD_TOKEN_LIFETIME_MS / (24 * 60 * 60 * 1000);
  return queueSetPasswordMail(trx, deps, account.email, orderNumber, account.token, days);
}
