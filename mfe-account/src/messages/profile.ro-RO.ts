import type profileCsCZ from './profile.cs-CZ.ts';

const profileRoRO = {
  // Personal data
  'account.profile.loadError': 'Datele personale nu au putut fi încărcate',
  'account.profile.email': 'E-mail',
  'account.profile.emailNote':
    'Aceasta este adresa cu care vă autentificați, de aceea nu poate fi schimbată aici.',
  'account.profile.firstName': 'Prenume',
  'account.profile.lastName': 'Nume',
  'account.profile.phone': 'Telefon',
  'account.profile.business': 'Cumpăr pe firmă',
  'account.profile.companyLegend': 'Datele firmei',
  'account.profile.companyName': 'Denumirea firmei',
  'account.profile.companyId': 'CUI',
  'account.profile.vatId': 'Cod TVA',
  'account.profile.consentMarketing': 'Doresc să primesc noutăți și oferte pe e-mail',
  'account.profile.yes': 'Da',
  'account.profile.no': 'Nu',
  'account.profile.notGiven': 'Necompletat',
  'account.profile.save': 'Salvați modificările',
  'account.profile.saving': 'Salvăm datele personale…',
  'account.profile.saved': 'Am salvat datele personale.',
  'account.profile.readOnly':
    'Acest cont aparține unui magazin. Datele personale ale acestuia sunt gestionate de sediul central, de aceea nu pot fi modificate aici.',
  // Delivery addresses
  'account.addresses.loadError': 'Adresele de livrare nu au putut fi încărcate',
  'account.addresses.intro':
    'La plasarea comenzii vă propunem adresele salvate. Adresa implicită apare întotdeauna prima.',
  'account.addresses.listTitle': 'Adrese salvate',
  'account.addresses.emptyTitle': 'Nu aveți încă nicio adresă salvată',
  'account.addresses.emptyText': 'Salvați o adresă și nu va mai trebui să o completați la comandă.',
  'account.addresses.add': 'Adăugați o adresă',
  'account.addresses.default': 'Adresă implicită',
  'account.addresses.edit': 'Modificați',
  'account.addresses.editNamed': 'Modificați adresa {name}',
  'account.addresses.delete': 'Ștergeți',
  'account.addresses.deleteNamed': 'Ștergeți adresa {name}',
  'account.addresses.makeDefault': 'Setați ca implicită',
  'account.addresses.makeDefaultNamed': 'Setați ca implicită adresa {name}',
  'account.addresses.newTitle': 'Adresă nouă',
  'account.addresses.editTitle': 'Modificarea adresei',
  'account.addresses.name': 'Nume și prenume sau firmă',
  'account.addresses.street': 'Strada și numărul',
  'account.addresses.city': 'Localitate',
  'account.addresses.postcode': 'Cod poștal',
  'account.addresses.postcodeHint': '6 cifre, de exemplu 010011.',
  'account.addresses.phone': 'Telefon',
  'account.addresses.phoneHint': 'Opțional. Îl folosește curierul dacă trebuie să vă contacteze.',
  'account.addresses.isDefault': 'Folosiți ca adresă implicită',
  'account.addresses.save': 'Salvați adresa',
  'account.addresses.saving': 'Salvăm adresa…',
  'account.addresses.cancel': 'Renunțați',
  'account.addresses.saved': 'Am salvat adresa.',
  'account.addresses.deleted': 'Am șters adresa.',
  'account.addresses.defaultChanged': 'Am schimbat adresa implicită.',
  'account.addresses.tooMany':
    'Puteți salva cel mult {max, plural, one {# adresă} few {# adrese} other {# de adrese}}. Înainte de a adăuga una nouă, ștergeți una dintre cele vechi.',
  'account.addresses.notFound': 'Această adresă nu mai există. Am reîncărcat lista de adrese.',
  'account.addresses.deleteTitle': 'Ștergeți adresa?',
  'account.addresses.deleteText':
    'Adresa {address} va fi ștearsă. Comenzile la care a fost deja folosită nu sunt afectate.',
  'account.addresses.deleteConfirm': 'Ștergeți adresa',
  // Password change
  'account.password.intro': 'După schimbarea parolei vă vom deconecta de pe toate celelalte dispozitive.',
  'account.password.currentPassword': 'Parola actuală',
  'account.password.password': 'Parola nouă',
  'account.password.passwordConfirmation': 'Repetați parola nouă',
  'account.password.submit': 'Schimbați parola',
  'account.password.sending': 'Schimbăm parola…',
  'account.password.changed': 'Am schimbat parola. V-am deconectat de pe celelalte dispozitive.',
} satisfies Record<keyof typeof profileCsCZ, string>;

export default profileRoRO;
