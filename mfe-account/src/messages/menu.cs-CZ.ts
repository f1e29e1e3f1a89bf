import type { Messages } from 'shared-ui';

// The header's user menu, apart from the rest: the menu is on every page, so it carries only these.
const menuCsCZ = {
  'account.menu.login': 'Přihlásit se',
  'account.menu.button': '{name} – uživatelský účet',
  'account.menu.account': 'Můj účet',
  'account.menu.orders': 'Moje objednávky',
  'account.menu.profile': 'Osobní údaje',
  'account.menu.addresses': 'Doručovací adresy',
  'account.menu.admin': 'Administrace',
  'account.menu.warehouse': 'Sklad',
  'account.menu.logout': 'Odhlásit se',
  'account.menu.loggingOut': 'Odhlašujeme vás…',
} satisfies Messages;

export default menuCsCZ;
