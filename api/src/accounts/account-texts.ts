import type { ShopCode } from 'shared-domain';
import { shopMessages } from '../platform/messages/server-message.ts';

const cs = shopMessages('cz');
const ro = shopMessages('ro');

// Texts of the account's errors and e-mails, per shop (the api answers in the shop's language).
// E-mail texts with values are ICU messages the e-mails fill (plural rules for counts).

export const accountTexts = {
  cz: {
    invalidCredentials: 'E-mail nebo heslo není správné.',
    emailTaken: 'Účet s\u00a0tímto e-mailem již existuje. Přihlaste se nebo si obnovte heslo.',
    tooManyAttempts: {
      account: (minutes: number) =>
        cs(
          'Příliš mnoho neúspěšných pokusů o\u00a0přihlášení k\u00a0tomuto účtu. Zkuste to znovu za {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}.',
          { minutes },
        ),
      address: (minutes: number) =>
        cs(
          'Příliš mnoho neúspěšných pokusů o\u00a0přihlášení z\u00a0vaší adresy. Zkuste to znovu za {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}.',
          { minutes },
        ),
    },
    invalidResetToken:
      'Odkaz pro obnovení hesla je neplatný, již byl použit nebo vypršel. Požádejte o\u00a0nový.',
    wrongCurrentPassword: 'Současné heslo není správné.',
    mail: {
      greeting: 'Dobrý den,',
      signature: ['S\u00a0pozdravem', 'Mobilní svět'],
      welcomeSubject: 'Vítejte v\u00a0Mobilním světě',
      welcomeIntro: 'děkujeme za registraci. Váš účet s\u00a0e-mailem {email} je připraven.',
      welcomeAccountLink: 'Svůj účet, objednávky a\u00a0adresy najdete zde:',
      resetSubject: 'Obnovení hesla',
      resetIntro: 'obdrželi jsme žádost o\u00a0obnovení hesla k\u00a0vašemu účtu. Nové heslo nastavíte zde:',
      resetValidity:
        'Odkaz platí {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}} a\u00a0lze jej použít jen jednou.',
      resetIgnore:
        'Pokud jste o\u00a0obnovení nežádali, tento e-mail ignorujte; vaše heslo zůstává beze změny.',
      setPasswordSubject: 'Nastavte si heslo ke svému účtu',
      setPasswordIntro:
        'k\u00a0vaší objednávce {number} jsme vám podle vašeho přání založili účet. Heslo si nastavíte zde:',
      setPasswordValidity:
        'Odkaz platí {days, plural, one {# den} few {# dny} many {# dne} other {# dní}} a\u00a0lze jej použít jen jednou.',
    },
  },
  ro: {
    invalidCredentials: 'E-mailul sau parola nu sunt corecte.',
    emailTaken: 'Există deja un cont cu acest e-mail. Autentificați-vă sau resetați parola.',
    tooManyAttempts: {
      account: (minutes: number) =>
        ro(
          'Prea multe încercări eșuate de autentificare în acest cont. Încercați din nou peste {minutes, plural, one {# minut} few {# minute} other {# de minute}}.',
          { minutes },
        ),
      address: (minutes: number) =>
        ro(
          'Prea multe încercări eșuate de autentificare de la adresa dumneavoastră. Încercați din nou peste {minutes, plural, one {# minut} few {# minute} other {# de minute}}.',
          { minutes },
        ),
    },
    invalidResetToken:
      'Linkul pentru resetarea parolei nu este valid, a fost deja folosit sau a expirat. Solicitați unul nou.',
    wrongCurrentPassword: 'Parola actuală nu este corectă.',
    mail: {
      greeting: 'Bună ziua,',
      signature: ['Cu stimă,', 'Echipa Lumea Mobilă'],
      welcomeSubject: 'Bine ați venit la Lumea Mobilă',
      welcomeIntro:
        'Vă mulțumim pentru înregistrare. Contul dumneavoastră cu adresa de e-mail {email} este gata.',
      welcomeAccountLink: 'Contul, comenzile și adresele dumneavoastră le găsiți aici:',
      resetSubject: 'Resetarea parolei',
      resetIntro:
        'Am primit o cerere de resetare a parolei contului dumneavoastră. Puteți seta o parolă nouă aici:',
      resetValidity:
        'Linkul este valabil {minutes, plural, one {# minut} few {# minute} other {# de minute}} și poate fi folosit o singură dată.',
      resetIgnore:
        'Dacă nu ați solicitat resetarea, ignorați acest e-mail; parola dumneavoastră rămâne neschimbată.',
      setPasswordSubject: 'Setați parola contului dumneavoastră',
      setPasswordIntro:
        'La cererea dumneavoastră, odată cu comanda {number} v-am creat un cont. Vă puteți seta parola aici:',
      setPasswordValidity:
        'Linkul este valabil {days, plural, one {# zi} few {# zile} other {# de zile}} și poate fi folosit o singură dată.',
    },
  },
} satisfies Record<ShopCode, unknown>;
