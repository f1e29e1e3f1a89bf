import type { Role } from 'shared-domain';
import type { Profile, profileUpdateSchemaFor } from 'shared-domain/contracts';
import type { z } from 'zod';
import type { Db, UserRow } from '../platform/db/schema.ts';
import { unauthenticated } from '../platform/errors.ts';
import { findUserById, updateUserProfile } from './user-repository.ts';

// Personal data of the signed-in account. A shop account's data belongs to head office, so its
// holder reads it but cannot change it (the change route's access leaves shop accounts out).

/** The parsed body: defaults applied, phone and company ids normalised by the schema. */
export type ParsedProfileUpdate = z.output<ReturnType<typeof profileUpdateSchemaFor>>;

export function profileOf(user: UserRow): Profile {
  return {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    business: user.role === 'business',
    companyName: user.company_name,
    companyId: user.ico,
    vatId: user.vat_id,
    consentMarketing: user.consent_marketing,
    kind: user.kind,
    canEdit: user.kind !== 'shop',
    createdAt: user.created_at.toISOString(),
  };
}

export async function readProfile(db: Db, userId: number): Promise<Profile> {
  return profileOf(await findUser(db, userId));
}

export async function updateProfile(db: Db, userId: number, update: ParsedProfileUpdate): Promise<Profile> {
  const user = await findUser(db, userId);
  const company = update.business
    ? {
        company_name: update.companyName || null,
        ico: update.companyId || null,
        vat_id: update.vatId || null,
      }
    : { company_name: null, ico: null, vat_id: null };
  const updated = await updateUserProfile(db, userId, {
    first_name: update.firstName,
    last_name: update.lastName,
    phone: update.phone || null,
    role: roleAfterUpdate(user.role, update.business),
    ...company,
    consent_marketing: update.consentMarketing,
  });
  return profileOf(updated);
}

/** Customers switch between private and business; staff and warehouse accounts keep their role. */
function roleAfterUpdate(role: Role, business: boolean): Role {
  if (role !== 'customer' && role !== 'business') return role;
  return business ? 'business' : 'customer';
}

async function findUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  // The session was read a moment ago; an account deleted since then is signed out.
  if (!user) throw unauthenticated();
  return user;
}
