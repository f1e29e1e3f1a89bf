import type csCZ from './cs-CZ.ts';

// The account's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  'account.login.title': 'Autentificare',
  'account.login.intro': 'Autentificați-vă în cont cu adresa de e-mail și parola.',
  'account.login.email': 'E-mail',
  'account.login.password': 'Parolă',
  'account.login.submit': 'Autentificați-vă',
  'account.login.sending': 'Vă autentificăm…',
  'account.login.invalidCredentials': 'Adresa de e-mail sau parola este greșită.',
  'account.login.tooManyAttempts':
    'Prea multe încercări de autentificare eșuate. Vă rugăm să încercați din nou peste câteva minute.',
  'account.title': 'Contul meu',
  'account.greeting': 'Bună ziua, {name}.',
  'account.summary.title': 'Rezumatul contului',
  'account.summary.name': 'Nume',
  'account.summary.email': 'E-mail',
  'account.summary.role': 'Tip de cont',
  'account.summary.company': 'Companie',
  'account.role.customer': 'Client',
  'account.role.business': 'Client persoană juridică',
  'account.role.staff': 'Administrator al magazinului',
  'account.role.warehouse': 'Angajat al depozitului',
  'account.coming':
    'Datele personale, adresele de livrare, comenzile și schimbarea parolei vor fi disponibile aici în curând.',
  'account.logout': 'Deconectați-vă',
  'account.logout.sending': 'Vă deconectăm…',
  'account.menu.login': 'Autentificați-vă',
  'account.menu.button': '{name} – contul de utilizator',
  'account.menu.account': 'Contul meu',
  'account.menu.admin': 'Administrare',
  'account.menu.warehouse': 'Depozit',
  'account.menu.logout': 'Deconectați-vă',
  'account.error.title': 'Datele contului nu au putut fi încărcate',
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;
