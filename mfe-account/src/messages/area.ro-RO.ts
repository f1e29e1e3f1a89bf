import type areaCsCZ from './area.cs-CZ.ts';

const areaRoRO = {
  'account.title': 'Contul meu',
  'account.greeting': 'Bună ziua, {name}.',
  'account.nav.label': 'Secțiunile contului',
  'account.nav.summary': 'Rezumat',
  'account.nav.orders': 'Comenzi',
  'account.nav.profile': 'Date personale',
  'account.nav.addresses': 'Adrese de livrare',
  'account.nav.password': 'Schimbarea parolei',
  'account.role.customer': 'Client',
  'account.role.business': 'Client persoană juridică',
  'account.role.staff': 'Administrator al magazinului',
  'account.role.warehouse': 'Angajat al depozitului',
  'account.logout': 'Deconectați-vă',
  'account.logout.sending': 'Vă deconectăm…',
  'account.error.title': 'Datele contului nu au putut fi încărcate',
} satisfies Record<keyof typeof areaCsCZ, string>;

export default areaRoRO;
