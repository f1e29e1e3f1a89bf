import type { Messages } from 'shared-ui';

const csMinutes = '{minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}';

// Login, registration and password reset (the pages under the login path).
const authCsCZ = {
  'account.login.title': 'Přihlášení',
  'account.login.intro': 'Přihlaste se ke svému účtu e-mailem a\u00a0heslem.',
  'account.login.email': 'E-mail',
  'account.login.password': 'Heslo',
  'account.login.submit': 'Přihlásit se',
  'account.login.sending': 'Přihlašujeme vás…',
  'account.login.invalidCredentials': 'Nesprávný e-mail nebo heslo.',
  'account.login.tooManyAttempts':
    'Příliš mnoho neúspěšných pokusů o\u00a0přihlášení. Zkuste to prosím znovu za několik minut.',
  'account.login.lockedAccount': `Účet je kvůli mnoha neúspěšným pokusům o\u00a0přihlášení dočasně zablokován. Zkuste to znovu za ${csMinutes}.`,
  'account.login.lockedAddress': `Přihlašování z\u00a0této adresy je kvůli mnoha neúspěšným pokusům dočasně zablokováno. Zkuste to znovu za ${csMinutes}.`,
  'account.login.rememberMe': 'Zapamatovat si mě',
  'account.login.rememberMeHint':
    'Zůstanete přihlášeni i\u00a0po zavření prohlížeče. Na sdíleném počítači políčko nezaškrtávejte.',
  'account.login.forgotPassword': 'Zapomenuté heslo?',
  'account.login.noAccount': 'Nemáte účet?',
  'account.login.register': 'Zaregistrujte se',

  'account.register.title': 'Registrace',
  'account.register.intro':
    'Založte si účet a\u00a0mějte přehled o\u00a0objednávkách, výkupech a\u00a0adresách.',
  'account.register.email': 'E-mail',
  'account.register.password': 'Heslo',
  'account.register.passwordConfirmation': 'Heslo znovu',
  'account.register.firstName': 'Jméno',
  'account.register.lastName': 'Příjmení',
  'account.register.phone': 'Telefon',
  'account.register.phoneHint': 'Například +420 777 123 456.',
  'account.register.business': 'Nakupuji na firmu',
  'account.register.companyLegend': 'Údaje o\u00a0firmě',
  'account.register.companyName': 'Název firmy',
  'account.register.companyId': 'IČO',
  'account.register.vatId': 'DIČ',
  'account.register.vatIdHint': 'Jen pokud jste plátci DPH, například CZ12345678.',
  'account.register.consentTerms':
    'Souhlasím s\u00a0obchodními podmínkami a\u00a0se zpracováním osobních údajů',
  'account.register.consentMarketing': 'Chci dostávat e-mailem novinky a\u00a0nabídky',
  'account.register.submit': 'Zaregistrovat se',
  'account.register.sending': 'Zakládáme váš účet…',
  'account.register.emailTaken':
    'Účet s\u00a0tímto e-mailem už existuje. Přihlaste se, nebo si nechte poslat nové heslo.',
  'account.register.haveAccount': 'Už máte účet?',
  'account.register.login': 'Přihlaste se',

  'account.reset.request.title': 'Zapomenuté heslo',
  'account.reset.request.intro':
    'Zadejte e-mail, se kterým se přihlašujete. Pošleme vám odkaz pro nastavení nového hesla.',
  'account.reset.request.email': 'E-mail',
  'account.reset.request.submit': 'Poslat odkaz',
  'account.reset.request.sending': 'Odesíláme odkaz…',
  'account.reset.request.sentTitle': 'Zkontrolujte svou e-mailovou schránku',
  'account.reset.request.sent':
    'Pokud u\u00a0nás účet s\u00a0e-mailem {email} existuje, poslali jsme na něj odkaz pro nastavení nového hesla. Odkaz platí 60 minut.',
  'account.reset.backToLogin': 'Zpět na přihlášení',
  'account.reset.title': 'Nové heslo',
  'account.reset.intro': 'Zvolte si nové heslo ke svému účtu.',
  'account.reset.password': 'Nové heslo',
  'account.reset.passwordConfirmation': 'Nové heslo znovu',
  'account.reset.submit': 'Nastavit nové heslo',
  'account.reset.sending': 'Ukládáme nové heslo…',
  'account.reset.doneTitle': 'Heslo je změněné',
  'account.reset.done':
    'Nové heslo platí. Kvůli bezpečnosti jsme ukončili všechna přihlášení k\u00a0vašemu účtu na všech zařízeních, přihlaste se proto znovu.',
  'account.reset.login': 'Přihlásit se',
  'account.reset.invalidTitle': 'Odkaz pro nastavení hesla neplatí',
  'account.reset.invalid':
    'Odkaz je neplatný nebo vypršel: platí 60 minut a\u00a0použít jde jen jednou. Nechte si poslat nový.',
  'account.reset.requestNew': 'Poslat nový odkaz',
} satisfies Messages;

export default authCsCZ;
