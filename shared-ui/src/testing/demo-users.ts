import type { CurrentUser } from 'shared-domain';

// The api's demo accounts, one per role, shaped like GET /api/new/accounts/me answers them.
export const customer: CurrentUser = {
  id: 1,
  email: 'jana.novakova@example.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  role: 'customer',
  companyName: null,
};
export const business: CurrentUser = {
  id: 2,
  email: 'nakup@firma-example.cz',
  firstName: 'Petr',
  lastName: 'Svoboda',
  role: 'business',
  companyName: 'Firma Example s.r.o.',
};
export const staff: CurrentUser = {
  id: 3,
  email: 'admin@example.cz',
  firstName: 'Tomáš',
  lastName: 'Dvořák',
  role: 'staff',
  companyName: null,
};
export const warehouse: CurrentUser = {
  id: 4,
  email: 'sklad@example.cz',
  firstName: 'Lucie',
  lastName: 'Černá',
  role: 'warehouse',
  companyName: null,
};
