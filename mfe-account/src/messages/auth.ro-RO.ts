import type authCsCZ from './auth.cs-CZ.ts';

const roMinutes = '{minutes, plural, one {# minut} few {# minute} other {# de minute}}';

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
  'account.login.lockedAccount': `Contul este blocat temporar din cauza prea multor încercări de autentificare eșuate. Încercați din nou peste ${roMinutes}.`,
  'account.login.lockedAddress': `Autentificarea de la această adresă este blocată temporar din cauza prea multor încercări eșuate. Încercați din nou peste ${roMinutes}.`,
  'account.login.rememberMe': 'Doresc să rămân autentificat',
  'account.login.rememberMeHint':
    'Rămâneți autentificat și după închiderea browserului. Nu bifați această opțiune pe un calculator folosit și de alte persoane.',
  'account.login.forgotPassword': 'Ați uitat parola?',
  'account.login.noAccount': 'Nu aveți cont?',
  'account.login.register': 'Înregistrați-vă',

  'account.register.title': 'Înregistrare',
  'account.register.intro': 'Creați-vă un cont și urmăriți comenzile, răscumpărările și adresele.',
  'account.register.email': 'E-mail',
  'account.register.password': 'Parolă',
  'account.register.passwordConfirmation': 'Repetați parola',
  'account.register.firstName': 'Prenume',
  'account.register.lastName': 'Nume',
  'account.register.phone': 'Telefon',
  'account.register.phoneHint': 'De exemplu 0722 123 456.',
  'account.register.business': 'Cumpăr în numele unei firme',
  'account.register.companyLegend': 'Datele firmei',
  'account.register.companyName': 'Denumirea firmei',
  'account.register.companyId': 'CUI',
  'account.register.vatId': 'Cod de TVA',
  'account.register.vatIdHint': 'Doar dacă firma este plătitoare de TVA, de exemplu RO12345678.',
  'account.register.consentTerms':
    'Sunt de acord cu termenii și condițiile și cu prelucrarea datelor personale',
  'account.register.consentMarketing': 'Doresc să primesc noutăți și oferte pe e-mail',
  'account.register.submit': 'Creați contul',
  'account.register.sending': 'Vă creăm contul…',
  'account.register.emailTaken':
    'Există deja un cont cu această adresă de e-mail. Autentificați-vă sau solicitați o parolă nouă.',
  'account.register.haveAccount': 'Aveți deja cont?',
  'account.register.login': 'Autentificați-vă',

  'account.reset.request.title': 'Ați uitat parola',
  'account.reset.request.intro':
    'Introduceți adresa de e-mail cu care vă autentificați. Vă trimitem un link pentru setarea unei parole noi.',
  'account.reset.request.email': 'E-mail',
  'account.reset.request.submit': 'Trimiteți linkul',
  'account.reset.request.sending': 'Trimitem linkul…',
  'account.reset.request.sentTitle': 'Verificați-vă căsuța de e-mail',
  'account.reset.request.sent':
    'Dacă există la noi un cont cu adresa {email}, v-am trimis pe ea un link pentru setarea unei parole noi. Linkul este valabil 60 de minute.',
  'account.reset.backToLogin': 'Înapoi la autentificare',
  'account.reset.title': 'Parolă nouă',
  'account.reset.intro': 'Alegeți o parolă nouă pentru cont.',
  'account.reset.password': 'Parola nouă',
  'account.reset.passwordConfirmation': 'Repetați parola nouă',
  'account.reset.submit': 'Setați parola nouă',
  'account.reset.sending': 'Salvăm parola nouă…',
  'account.reset.doneTitle': 'Parola a fost schimbată',
  'account.reset.done':
    'Parola nouă este activă. Din motive de securitate am încheiat toate sesiunile contului pe toate dispozitivele, așa că autentificați-vă din nou.',
  'account.reset.login': 'Autentificați-vă',
  'account.reset.invalidTitle': 'Linkul pentru setarea parolei nu este valabil',
  'account.reset.invalid':
    'Linkul este nevalid sau a expirat: este valabil 60 de minute și poate fi folosit o singură dată. Vă rugăm să solicitați unul nou.',
  'account.reset.requestNew': 'Trimiteți un link nou',
} satisfies Record<keyof typeof authCsCZ, string>;

export default authRoRO;
