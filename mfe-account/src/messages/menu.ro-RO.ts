import type { Messages } from 'shared-ui';
import type menuCsCZ from './menu.cs-CZ.ts';

const menuRoRO = {
  'account.menu.login': 'Autentificați-vă',
  'account.menu.button': '{name} – contul de utilizator',
  'account.menu.account': 'Contul meu',
  'account.menu.orders': 'Comenzile mele',
  'account.menu.profile': 'Date personale',
  'account.menu.addresses': 'Adrese de livrare',
  'account.menu.admin': 'Administrare',
  'account.menu.warehouse': 'Depozit',
  'account.menu.logout': 'Deconectați-vă',
  'account.menu.loggingOut': 'Vă deconectăm…',
} satisfies Messages & Record<keyof typeof menuCsCZ, string>;

export default menuRoRO;
