import type authCsCZ from './auth.cs-CZ.ts';

const authRoRO = {
  'account.login.title': 'Autentificare',
  'account.login.intro': 'Autentificați-vă în cont cu adresa de e-mail și parola.',
  'account.login.email': 'E-mail',
  'account.login.password': 'Parolă',
  'account.login.submit': 'Autentificați-vă',
  'account.login.sending': 'Vă autentificăm…',
  'account.login.invalidCredentials': 'Adresa de e-mail sau parola este greșită.',
  'account.login.tooManyAttempts':
    'Prea multe încercări de autentificare eșuate. Vă rugăm să încercați din nou peste câteva minute.',
} satisfies Record<keyof typeof authCsCZ, string>;

export default authRoRO;
