import type { FormSubmissionKind, ShopCode } from 'shared-domain';

// Texts of the forms' errors and e-mails, per shop (the api answers in the shop's language).

interface FormTexts {
  cvRequired: string;
  cvWrongType: string;
  cvTooLarge: string;
  invalidNewsletterToken: string;
  kindNames: Record<FormSubmissionKind, string>;
  fieldNames: Record<string, string>;
  mail: {
    greeting: string;
    signature: string[];
    staffSubject: string;
    staffIntro: string;
    staffInboxLink: string;
    staffCvAttached: string;
    confirmationSubject: string;
    confirmationIntro: string;
    confirmationCopy: string;
    newsletterConfirmSubject: string;
    newsletterConfirmIntro: string;
    newsletterConfirmIgnore: string;
    newsletterWelcomeSubject: string;
    newsletterWelcomeIntro: string;
    newsletterUnsubscribe: string;
  };
}

export const formTexts: Record<ShopCode, FormTexts> = {
  cz: {
    cvRequired: 'Přiložte prosím životopis (soubor PDF, DOC nebo DOCX).',
    cvWrongType: 'Životopis musí být soubor PDF, DOC nebo DOCX.',
    cvTooLarge: 'Životopis může mít nejvýše 10\u00a0MB.',
    invalidNewsletterToken: 'Odkaz je neplatný nebo vypršel. Přihlaste se k\u00a0odběru prosím znovu.',
    kindNames: {
      contact: 'Kontaktní formulář',
      feedback: 'Zpětná vazba',
      offer_request: 'Žádost o\u00a0speciální nabídku',
      job_application: 'Žádost o\u00a0zaměstnání',
    },
    fieldNames: {
      name: 'Jméno',
      email: 'E-mail',
      phone: 'Telefon',
      subject: 'Předmět',
      message: 'Zpráva',
      rating: 'Hodnocení',
      product: 'Produkt',
      position: 'Pozice',
      cv: 'Životopis',
    },
    mail: {
      greeting: 'Dobrý den,',
      signature: ['S\u00a0pozdravem', 'Mobilní svět'],
      staffSubject: '{kind} od {email}',
      staffIntro: 've formuláři „{kind}“ přišla nová zpráva:',
      staffInboxLink: 'Vyřídit ji můžete ve schránce formulářů:',
      staffCvAttached:
        'Životopis je ke stažení ve schránce formulářů (je uložen {days, plural, one {# den} few {# dny} many {# dne} other {# dní}}).',
      confirmationSubject: 'Přijali jsme vaši zprávu',
      confirmationIntro:
        'děkujeme, vaši zprávu z\u00a0formuláře „{kind}“ jsme přijali. Ozveme se vám co nejdříve.',
      confirmationCopy: 'Kopie toho, co jste nám poslali:',
      newsletterConfirmSubject: 'Potvrďte odběr novinek',
      newsletterConfirmIntro: 'pro dokončení přihlášení k\u00a0odběru novinek klikněte na tento odkaz:',
      newsletterConfirmIgnore:
        'Pokud jste se k\u00a0odběru nepřihlašovali, e-mail ignorujte; bez potvrzení vám nic posílat nebudeme.',
      newsletterWelcomeSubject: 'Odběr novinek je potvrzen',
      newsletterWelcomeIntro: 'děkujeme, odběr novinek na adresu {email} je potvrzen.',
      newsletterUnsubscribe: 'Odhlásit se z\u00a0odběru můžete kdykoli zde:',
    },
  },
  ro: {
    cvRequired: 'Atașați CV-ul (fișier PDF, DOC sau DOCX).',
    cvWrongType: 'CV-ul trebuie să fie un fișier PDF, DOC sau DOCX.',
    cvTooLarge: 'CV-ul poate avea cel mult 10 MB.',
    invalidNewsletterToken: 'Linkul nu este valid sau a expirat. Abonați-vă din nou.',
    kindNames: {
      contact: 'Formular de contact',
      feedback: 'Feedback',
      offer_request: 'Cerere de ofertă specială',
      job_application: 'Cerere de angajare',
    },
    fieldNames: {
      name: 'Nume',
      email: 'E-mail',
      phone: 'Telefon',
      subject: 'Subiect',
      message: 'Mesaj',
      rating: 'Evaluare',
      product: 'Produs',
      position: 'Poziție',
      cv: 'CV',
    },
    mail: {
      greeting: 'Bună ziua,',
      signature: ['Cu stimă,', 'Echipa Lumea Mobilă'],
      staffSubject: '{kind} de la {email}',
      staffIntro: 'în formularul „{kind}” a sosit un mesaj nou:',
      staffInboxLink: 'Îl puteți rezolva în căsuța formularelor:',
      staffCvAttached:
        'CV-ul poate fi descărcat din căsuța formularelor (este păstrat {days, plural, one {# zi} few {# zile} other {# de zile}}).',
      confirmationSubject: 'Am primit mesajul dumneavoastră',
      confirmationIntro:
        'vă mulțumim, am primit mesajul dumneavoastră din formularul „{kind}”. Vă vom răspunde cât mai curând.',
      confirmationCopy: 'O copie a ceea ce ne-ați trimis:',
      newsletterConfirmSubject: 'Confirmați abonarea la noutăți',
      newsletterConfirmIntro: 'pentru a finaliza abonarea la noutăți, deschideți acest link:',
      newsletterConfirmIgnore:
        'Dacă nu v-ați abonat, ignorați acest e-mail; fără confirmare nu vă vom trimite nimic.',
      newsletterWelcomeSubject: 'Abonarea la noutăți este confirmată',
      newsletterWelcomeIntro: 'vă mulțumim, abonarea la noutăți pentru adresa {email} este confirmată.',
      newsletterUnsubscribe: 'Vă puteți dezabona oricând aici:',
    },
  },
};
