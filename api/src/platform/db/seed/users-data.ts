import type { Role, ShopCode } from 'shared-domain';

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
}

export const demoUsers: UserSeed[] = [
  {
    shop: 'cz',
    email: 'jana.novakova@example.cz',
    firstName: 'Jana',
    lastName: 'Nováková',
    role: 'customer',
  },
  {
    shop: 'cz',
    email: 'nakup@firma-example.cz',
    firstName: 'Petr',
    lastName: 'Svoboda',
    role: 'business',
    companyName: 'Firma Example s.r.o.',
    ico: '27082440',
  },
  { shop: 'cz', email: 'admin@example.cz', firstName: 'Tomáš', lastName: 'Dvořák', role: 'staff' },
  { shop: 'cz', email: 'sklad@example.cz', firstName: 'Lukáš', lastName: 'Král', role: 'warehouse' },
  { shop: 'ro', email: 'ana.popescu@example.ro', firstName: 'Ana', lastName: 'Popescu', role: 'customer' },
  {
    shop: 'ro',
    email: 'achizitii@firma-example.ro',
    firstName: 'Andrei',
    lastName: 'Ionescu',
    role: 'business',
    companyName: 'Firma Example S.R.L.',
    ico: '18547290',
  },
  { shop: 'ro', email: 'admin@example.ro', firstName: 'Mihai', lastName: 'Georgescu', role: 'staff' },
  { shop: 'ro', email: 'depozit@example.ro', firstName: 'Elena', lastName: 'Dumitru', role: 'warehouse' },
];
