import type { Locale } from '../shop.ts';
import { formatMessage, type MessageValues } from './format-message.ts';
import {
  allowStaffValidationCodes,
  type StaffValidationCode,
  type StorefrontValidationCode,
  type ValidationCode,
} from './validation-code.ts';

// ICU messages. Counts go through `plural` because Czech and Romanian inflect the noun
// ("2 znaky" / "5 znaků", "2 caractere" / "20 de caractere").
const csCharacters = (name: string) =>
  `{${name}, plural, one {# znak} few {# znaky} many {# znaku} other {# znaků}}`;
const roCharacters = (name: string) =>
  `{${name}, plural, one {# caracter} few {# caractere} other {# de caractere}}`;

export const validationMessages: Record<Locale, Record<StorefrontValidationCode, string>> = {
  'cs-CZ': {
    required: 'Tato hodnota je požadována.',
    email: 'Zadejte platnou e-mailovou adresu.',
    number: 'Zadejte celé číslo.',
    decimal: 'Zadejte číslo, desetinnou část oddělte čárkou.',
    positive: 'Zadejte kladné číslo.',
    minValue: 'Hodnota musí být alespoň {minValue, number}.',
    maxValue: 'Hodnota může být nejvýše {maxValue, number}.',
    minLength: `Zadejte alespoň ${csCharacters('minlength')}.`,
    maxLength: `Zadejte nejvýše ${csCharacters('maxlength')}.`,
    link: 'Zadejte platný odkaz začínající http:// nebo https://.',
    phone: 'Zadejte platné telefonní číslo.',
    bankCode: 'Zadejte platný kód banky.',
    prefix: 'Zadejte platné předčíslí účtu.',
    bankAccountNumber: 'Zadejte platné číslo účtu.',
    postcode: 'Zadejte platné PSČ.',
    imei: 'Zadejte platné IMEI (15 číslic).',
    ean: 'Zadejte platný kód EAN (8 nebo 13 číslic se správnou kontrolní číslicí).',
    birthNumber: 'Zadejte platné rodné číslo.',
    cnp: 'Zadejte platné rumunské osobní číslo (CNP).',
    iban: 'Zadejte platný IBAN.',
    literal: 'Hodnota smí obsahovat pouze písmena.',
    date: 'Zadejte platné datum ve formátu DD.MM.RRRR.',
    dateInPast: 'Datum nesmí být v minulosti.',
    dateInFuture: 'Datum nesmí být v budoucnosti.',
    identityCard: 'Zadejte platné číslo občanského průkazu nebo pasu.',
    captcha: 'Ověření, že nejste robot, se nezdařilo. Zkuste to prosím znovu.',
    passwordMinLength: `Heslo musí mít alespoň ${csCharacters('minlength')}.`,
    passwordMaxLength: `Heslo může mít nejvýše ${csCharacters('maxlength')}.`,
    passwordUppercase: 'Heslo musí obsahovat alespoň jedno velké písmeno.',
    passwordLowercase: 'Heslo musí obsahovat alespoň jedno malé písmeno.',
    passwordDigit: 'Heslo musí obsahovat alespoň jednu číslici.',
    passwordSpecial: 'Heslo musí obsahovat alespoň jeden speciální znak, například ! ? - nebo #.',
    passwordNumeric: 'Heslo nesmí obsahovat pouze číslice.',
    passwordMismatch: 'Hesla se neshodují.',
    titleBeforeName: 'Titul zadejte latinkou a zakončete tečkou, například Ing.',
    searchMinLength: `Zadejte alespoň ${csCharacters('numChars')}.`,
    companyId: 'Zadejte platné IČO (8 číslic).',
    vatId: 'Zadejte platné DIČ ve tvaru CZ12345678.',
    isicCard: 'Zadejte platné číslo karty ISIC, například S 420 123 456 789 A.',
    serialNumber: 'Zadejte platné sériové číslo (5 až 30 písmen, číslic nebo pomlček).',
    seoName:
      'Zadejte SEO název z\u00a0malých písmen bez diakritiky, číslic a\u00a0pomlček (např. chytre-hodinky).',
    invalidCharacters: 'Text obsahuje nepovolené znaky.',
    endAfterStart: 'Konec musí být později než začátek.',
  },
  'ro-RO': {
    required: 'Această valoare este obligatorie.',
    email: 'Introduceți o adresă de e-mail validă.',
    number: 'Introduceți un număr întreg.',
    decimal: 'Introduceți un număr; separați zecimalele cu virgulă.',
    positive: 'Introduceți un număr pozitiv.',
    minValue: 'Valoarea trebuie să fie cel puțin {minValue, number}.',
    maxValue: 'Valoarea poate fi cel mult {maxValue, number}.',
    minLength: `Introduceți cel puțin ${roCharacters('minlength')}.`,
    maxLength: `Introduceți cel mult ${roCharacters('maxlength')}.`,
    link: 'Introduceți un link valid care începe cu http:// sau https://.',
    phone: 'Introduceți un număr de telefon valid.',
    bankCode: 'Introduceți un cod de bancă valid.',
    prefix: 'Introduceți un prefix de cont valid.',
    bankAccountNumber: 'Introduceți un număr de cont valid.',
    postcode: 'Introduceți un cod poștal valid.',
    imei: 'Introduceți un cod IMEI valid (15 cifre).',
    ean: 'Introduceți un cod EAN valid (8 sau 13 cifre, cu cifra de control corectă).',
    birthNumber: 'Introduceți un cod numeric personal ceh (rodné číslo) valid.',
    cnp: 'Introduceți un CNP valid.',
    iban: 'Introduceți un IBAN valid.',
    literal: 'Valoarea poate conține doar litere.',
    date: 'Introduceți o dată validă în formatul ZZ.LL.AAAA.',
    dateInPast: 'Data nu poate fi în trecut.',
    dateInFuture: 'Data nu poate fi în viitor.',
    identityCard: 'Introduceți o serie și un număr valid de carte de identitate sau pașaport.',
    captcha: 'Verificarea anti-robot a eșuat. Vă rugăm să încercați din nou.',
    passwordMinLength: `Parola trebuie să aibă cel puțin ${roCharacters('minlength')}.`,
    passwordMaxLength: `Parola poate avea cel mult ${roCharacters('maxlength')}.`,
    passwordUppercase: 'Parola trebuie să conțină cel puțin o literă mare.',
    passwordLowercase: 'Parola trebuie să conțină cel puțin o literă mică.',
    passwordDigit: 'Parola trebuie să conțină cel puțin o cifră.',
    passwordSpecial: 'Parola trebuie să conțină cel puțin un caracter special, de exemplu ! ? - sau #.',
    passwordNumeric: 'Parola nu poate conține doar cifre.',
    passwordMismatch: 'Parolele nu coincid.',
    titleBeforeName: 'Introduceți titlul cu litere latine, terminat cu punct, de exemplu Ing.',
    searchMinLength: `Introduceți cel puțin ${roCharacters('numChars')}.`,
    companyId: 'Introduceți un CUI valid.',
    vatId: 'Introduceți un cod de TVA valid, de forma RO12345678.',
    isicCard: 'Introduceți un număr valid de card ISIC, de exemplu S 642 123 456 789 A.',
    serialNumber: 'Introduceți un număr de serie valid (între 5 și 30 de litere, cifre sau cratime).',
    seoName:
      'Introduceți un nume SEO din litere mici fără diacritice, cifre și cratime (de ex. ceasuri-inteligente).',
    invalidCharacters: 'Textul conține caractere nepermise.',
    endAfterStart: 'Sfârșitul trebuie să fie după început.',
  },
};

export type StaffValidationMessages = Record<Locale, Record<StaffValidationCode, string>>;
let staffMessages: StaffValidationMessages | undefined;

/** The staff rules' messages, given by the api and the admin at start (see validation-code.ts). */
export function registerStaffValidationMessages(messages: StaffValidationMessages): void {
  staffMessages = messages;
  allowStaffValidationCodes(Object.keys(messages['cs-CZ']) as StaffValidationCode[]);
}

/** The translated message of a code, its placeholders filled from `values`. */
export function formatValidationMessage(
  locale: Locale,
  code: ValidationCode,
  values: MessageValues = {},
): string {
  const messages: Partial<Record<ValidationCode, string>> = {
    ...staffMessages?.[locale],
    ...validationMessages[locale],
  };
  // Unregistered, a staff code is still better than nothing for whoever reads it.
  return formatMessage(messages[code] ?? code, values, locale);
}
