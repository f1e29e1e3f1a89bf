import type { ShopCode } from 'shared-domain';

// Texts of the account's errors and e-mails, per shop (the api answers in the shop's language).

export const accountTexts = {
  cz: {
    invalidCredentials: 'E-mail nebo heslo není správné.',
    emailTaken: 'Účet s tímto e-mailem již existuje. Přihlaste se nebo si obnovte heslo.',
    tooManyAttempts: {
      account: (minutes: number) =>
        `Příliš mnoho neúspěšných pokusů o přihlášení k tomuto účtu. Zkuste to znovu za ${minutes} min.`,
      address: (minutes: number) =>
        `Příliš mnoho neúspěšných pokusů o přihlášení z Vaší adresy. Zkuste to znovu za ${minutes} min.`,
    },
    invalidResetToken: 'Odkaz pro obnovení hesla je neplatný, již byl použit nebo vypršel. Požádejte o nový.',
    wrongCurrentPassword: 'Současné heslo není správné.',
    mail: {
      greeting: 'Dobrý den,',
      signature: 'S pozdravem\nMobilní svět',
      welcomeSubject: 'Vítejte v Mobilním světě',
      welcomeIntro: (email: string) => `děkujeme za registraci. Váš účet s e-mailem ${email} je připraven.`,
      welcomeAccountLink: 'Svůj účet, objednávky a adresy najdete zde:',
      resetSubject: 'Obnovení hesla',
      resetIntro: 'obdrželi jsme žádost o obnovení hesla k Vašemu účtu. Nové heslo nastavíte zde:',
      resetValidity: (minutes: number) => `Odkaz platí ${minutes} minut a lze jej použít jen jednou.`,
      resetIgnore: 'Pokud jste o obnovení nežádali, tento e-mail ignorujte; Vaše heslo zůstává beze změny.',
      setPasswordSubject: 'Nastavte si heslo ke svému účtu',
      setPasswordIntro: (number: string) =>
        `k Vaší objednávce ${number} jsme Vám podle Vašeho přání založili účet. Heslo si nastavíte zde:`,
      setPasswordValidity: (days: number) => `Odkaz platí ${days} dní a lze jej použít jen jednou.`,
    },
  },
  ro: {
    invalidCredentials: 'E-mailul sau parola nu sunt corecte.',
    emailTaken: 'Există deja un cont cu acest e-mail. Autentificați-vă sau resetați parola.',
    tooManyAttempts: {
      account: (minutes: number) =>
        `Prea multe încercări eșuate de autentificare în acest cont. Încercați din nou peste ${minutes} min.`,
      address: (minutes: number) =>
        `Prea multe încercări eșuate de autentificare de la adresa dvs. Încercați din nou peste ${minutes} min.`,
    },
    invalidResetToken:
      'Linkul pentru resetarea parolei nu este valid, a fost deja folosit sau a expirat. Solicitați unul nou.',
    wrongCurrentPassword: 'Parola actuală nu este corectă.',
    mail: {
      greeting: 'Bună ziua,',
      signature: 'Cu stimă,\nLumea Mobilă',
      welcomeSubject: 'Bine ați venit la Lumea Mobilă',
      welcomeIntro: (email: string) =>
        `vă mulțumim pentru înregistrare. Contul dvs. cu e-mailul ${email} este pregătit.`,
      welcomeAccountLink: 'Contul, comenzile și adresele dvs. le găsiți aici:',
      resetSubject: 'Resetarea parolei',
      resetIntro: 'am primit o cerere de resetare a parolei contului dvs. Setați parola nouă aici:',
      resetValidity: (minutes: number) =>
        `Linkul este valabil ${minutes} de minute și poate fi folosit o singură dată.`,
      resetIgnore: 'Dacă nu ați solicitat resetarea, ignorați acest e-mail; parola dvs. rămâne neschimbată.',
      setPasswordSubject: 'Setați parola contului dvs.',
      setPasswordIntro: (number: string) =>
        `la cererea dvs., odată cu comanda ${number} v-am creat un cont. Setați parola aici:`,
      setPasswordValidity: (days: number) =>
        `Linkul este valabil ${days} zile și poate fi folosit o singură dată.`,
    },
  },
} satisfies Record<ShopCode, unknown>;
