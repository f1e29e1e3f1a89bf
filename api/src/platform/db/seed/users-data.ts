import type { Role, ShopCode } from 'shared-domain';
import type { AccountKind } from 'shared-domain/contracts';

/** The password of every demo account (docs/platform-contracts.md). */
export const demoPassword = 'Demo-2026!';

export interface UserSeed {
  shop: ShopCode;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  companyName?: string;
  /** IČO (cz) or CUI (ro). */
  ico?: string;
  /** DIČ (cz) or RO + CUI (ro). */
  vatId?: string;
  /** E.164, as the phone schema normalises it. */
  phone?: string;
  /** Default 'personal'; a 'shop' account is a branch's counter account. */
  kind?: AccountKind;
}

export const demoUsers: UserSeed[] = [
  {
    shop: 'cz',
    email: 'jana.novakova@example.cz',
    firstName: 'Jana',
    lastName: 'Nováková',
    role: 'customer',
    phone: '+420777123456',
  },
  {
    shop: 'cz',
    email: 'nakup@firma-example.cz',
    firstName: 'Petr',
    lastName: 'Svoboda',
    role: 'business',
    companyName: 'Firma Example s.r.o.',
    ico: '27082440',
    vatId: 'CZ27082440',
    phone: '+420603456789',
  },
  { shop: 'cz', email: 'admin@example.cz', firstName: 'Tomáš', lastName: 'Dvořák', role: 'staff' },
  { shop: 'cz', email: 'sklad@example.cz', firstName: 'Lukáš', lastName: 'Král', role: 'warehouse' },
  {
    shop: 'ro',
    email: 'ana.popescu@example.ro',
    firstName: 'Ana',
    lastName: 'Popescu',
    role: 'customer',
    phone: '+40722123456',
  },
  {
    shop: 'ro',
    email: 'achizitii@firma-example.ro',
    firstName: 'Andrei',
    lastName: 'Ionescu',
    role: 'business',
    companyName: 'Firma Example S.R.L.',
    ico: '18547290',
    vatId: 'RO18547290',
    phone: '+40744555666',
  },
  { shop: 'ro', email: 'admin@example.ro', firstName: 'Mihai', lastName: 'Georgescu', role: 'staff' },
  { shop: 'ro', email: 'depozit@example.ro', firstName: 'Elena', lastName: 'Dumitru', role: 'warehouse' },
  // Counter accounts of a branch: last, so the accounts above keep their ids.
  {
    shop: 'cz',
    email: 'prodejna.praha@example.cz',
    firstName: 'Prodejna',
    lastName: 'Praha Centrum',
    role: 'customer',
    phone: '+420224012345',
    kind: 'shop',
  },
  {
    shop: 'ro',
    email: 'magazin.bucuresti@example.ro',
    firstName: 'Magazin',
    lastName: 'București',
    role: 'customer',
    phone: '+40213104455',
    kind: 'shop',
  },
];
