import type { Messages } from 'shared-ui';

// Parts shared by the account's forms: the password rules checklist (registration, new password,
// password change).
const formsCsCZ = {
  'account.passwordRules.title': 'Heslo musí obsahovat:',
  'account.passwordRules.passwordMinLength':
    '{minlength, plural, one {alespoň # znak} few {alespoň # znaky} many {alespoň # znaku} other {alespoň # znaků}}',
  'account.passwordRules.passwordUppercase': 'velké písmeno',
  'account.passwordRules.passwordLowercase': 'malé písmeno',
  'account.passwordRules.passwordDigit': 'číslici',
  'account.passwordRules.passwordSpecial': 'speciální znak, například ! ? - nebo #',
  'account.passwordRules.passwordNumeric': 'nejen číslice',
  'account.passwordRules.met': 'splněno',
  'account.passwordRules.unmet': 'chybí',
  'account.passwordRules.progress':
    'Heslo splňuje {met} z\u00a0{total, plural, one {# pravidla} few {# pravidel} many {# pravidla} other {# pravidel}}.',
  'account.passwordRules.allMet': 'Heslo splňuje všechna pravidla.',
} satisfies Messages;

export default formsCsCZ;
