import type { Messages } from 'shared-ui';

// The frame of the signed-in pages: title, navigation between them, logout.
const areaCsCZ = {
  'account.title': 'Můj účet',
  'account.greeting': 'Dobrý den, {name}.',
  'account.nav.label': 'Sekce účtu',
  'account.nav.summary': 'Přehled',
  'account.nav.orders': 'Objednávky',
  'account.nav.profile': 'Osobní údaje',
  'account.nav.addresses': 'Doručovací adresy',
  'account.nav.password': 'Změna hesla',
  'account.role.customer': 'Zákazník',
  'account.role.business': 'Firemní zákazník',
  'account.role.staff': 'Správce obchodu',
  'account.role.warehouse': 'Pracovník skladu',
  'account.logout': 'Odhlásit se',
  'account.logout.sending': 'Odhlašujeme vás…',
  'account.error.title': 'Údaje o\u00a0účtu se nepodařilo načíst',
} satisfies Messages;

export default areaCsCZ;
