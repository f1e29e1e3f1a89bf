import type { Messages } from 'shared-ui';

// The account's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
// Validation messages ('Tato hodnota je požadována.' …) come from shared-domain's catalogue.
const csCZ = {
  'account.login.title': 'Přihlášení',
  'account.login.intro': 'Přihlaste se ke svému účtu e-mailem a heslem.',
  'account.login.email': 'E-mail',
  'account.login.password': 'Heslo',
  'account.login.submit': 'Přihlásit se',
  'account.login.sending': 'Přihlašujeme vás…',
  'account.login.invalidCredentials': 'Nesprávný e-mail nebo heslo.',
  'account.login.tooManyAttempts':
    'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za několik minut.',
  'account.title': 'Můj účet',
  'account.greeting': 'Dobrý den, {name}.',
  'account.summary.title': 'Přehled účtu',
  'account.summary.name': 'Jméno',
  'account.summary.email': 'E-mail',
  'account.summary.role': 'Typ účtu',
  'account.summary.company': 'Firma',
  'account.role.customer': 'Zákazník',
  'account.role.business': 'Firemní zákazník',
  'account.role.staff': 'Správce obchodu',
  'account.role.warehouse': 'Pracovník skladu',
  'account.coming': 'Osobní údaje, doručovací adresy, objednávky a změnu hesla sem brzy doplníme.',
  'account.logout': 'Odhlásit se',
  'account.logout.sending': 'Odhlašujeme vás…',
  'account.menu.login': 'Přihlásit se',
  'account.menu.button': '{name} – uživatelský účet',
  'account.menu.account': 'Můj účet',
  'account.menu.admin': 'Administrace',
  'account.menu.warehouse': 'Sklad',
  'account.menu.logout': 'Odhlásit se',
  'account.error.title': 'Údaje o účtu se nepodařilo načíst',
} satisfies Messages;

export default csCZ;
