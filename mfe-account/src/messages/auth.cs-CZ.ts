import type { Messages } from 'shared-ui';

// Login, registration and password reset (the pages under the login path).
const authCsCZ = {
  'account.login.title': 'Přihlášení',
  'account.login.intro': 'Přihlaste se ke svému účtu e-mailem a heslem.',
  'account.login.email': 'E-mail',
  'account.login.password': 'Heslo',
  'account.login.submit': 'Přihlásit se',
  'account.login.sending': 'Přihlašujeme vás…',
  'account.login.invalidCredentials': 'Nesprávný e-mail nebo heslo.',
  'account.login.tooManyAttempts':
    'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za několik minut.',
} satisfies Messages;

export default authCsCZ;
