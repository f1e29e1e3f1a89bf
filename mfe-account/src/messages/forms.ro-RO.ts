import type formsCsCZ from './forms.cs-CZ.ts';

const formsRoRO = {
  'account.passwordRules.title': 'Parola trebuie să conțină:',
  'account.passwordRules.passwordMinLength':
    '{minlength, plural, one {cel puțin # caracter} few {cel puțin # caractere} other {cel puțin # de caractere}}',
  'account.passwordRules.passwordUppercase': 'o literă mare',
  'account.passwordRules.passwordLowercase': 'o literă mică',
  'account.passwordRules.passwordDigit': 'o cifră',
  'account.passwordRules.passwordSpecial': 'un caracter special, de exemplu ! ? - sau #',
  'account.passwordRules.passwordNumeric': 'nu doar cifre',
  'account.passwordRules.met': 'îndeplinit',
  'account.passwordRules.unmet': 'lipsește',
  'account.passwordRules.progress':
    'Parola îndeplinește {met} din {total, plural, one {# regulă} few {# reguli} other {# de reguli}}.',
  'account.passwordRules.allMet': 'Parola îndeplinește toate regulile.',
} satisfies Record<keyof typeof formsCsCZ, string>;

export default formsRoRO;
