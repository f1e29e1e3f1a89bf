import type { ShopCode } from 'shared-domain';
import type { ComponentType } from 'shared-domain/contracts/content-components.ts';
import { homePageSlug } from 'shared-domain/contracts/content-pages.ts';

// The demo pages edited in the admin (issue 19): about us, FAQ, terms, privacy, cookies, a landing
// page and the components shown on the home page, in each shop's language, and the footer links
// to them. Texts are the shop's real words; a Czech one-letter preposition or conjunction is
// bound to the next word when seeded.

export interface SeedPage {
  slug: string;
  title: string;
  description: string;
  components: { type: ComponentType; params: unknown }[];
}

const czFaq = {
  heading: 'Časté dotazy',
  groups: [
    {
      title: 'Objednávky a doprava',
      items: [
        {
          question: 'Jak dlouho trvá doručení?',
          answer:
            'Zboží skladem odesíláme tentýž pracovní den, pokud objednáte do 14:00. Kurýr doručuje obvykle následující pracovní den, na výdejní místo do dvou dnů.',
        },
        {
          question: 'Mohu si objednávku vyzvednout na prodejně?',
          answer:
            'Ano. Při objednávce zvolte prodejnu a počkejte na e-mail, že je zboží připravené. Vyzvednout si ho můžete do sedmi dnů.',
        },
        {
          question: 'Kolik stojí doprava?',
          answer:
            'Vyzvednutí na prodejně je zdarma. Cenu ostatních způsobů dopravy uvidíte v košíku před odesláním objednávky.',
        },
      ],
    },
    {
      title: 'Platba a splátky',
      items: [
        {
          question: 'Jak mohu zaplatit?',
          answer: 'Kartou online, bankovním převodem, při převzetí na prodejně nebo na splátky.',
        },
        {
          question: 'Mohu koupit telefon na splátky?',
          answer:
            'Ano, u zboží nad 3 000 Kč nabízíme splátky s partnerskými společnostmi. Reprezentativní příklad uvidíte u každé nabídky.',
        },
      ],
    },
    {
      title: 'Výkup a záruka',
      items: [
        {
          question: 'Jak funguje výkup starého telefonu?',
          answer:
            'Zvolte model a stav zařízení, cenu vám řekneme hned. Telefon přinesete na prodejnu nebo ho pošleme vyzvednout kurýrem. Peníze posíláme do tří pracovních dnů od kontroly.',
        },
        {
          question: 'Jakou záruku mají repasované telefony?',
          answer: 'Na repasované telefony dáváme záruku 24 měsíců, stejně jako na nové.',
        },
      ],
    },
  ],
};

const roFaq = {
  heading: 'Întrebări frecvente',
  groups: [
    {
      title: 'Comenzi și livrare',
      items: [
        {
          question: 'Cât durează livrarea?',
          answer:
            'Produsele din stoc le expediem în aceeași zi lucrătoare dacă plasați comanda până la ora 14:00. Curierul livrează de regulă în următoarea zi lucrătoare.',
        },
        {
          question: 'Pot ridica comanda din magazin?',
          answer:
            'Da. Alegeți magazinul la finalizarea comenzii și așteptați e-mailul care confirmă că produsul este pregătit. Îl puteți ridica timp de șapte zile.',
        },
        {
          question: 'Cât costă livrarea?',
          answer:
            'Ridicarea din magazin este gratuită. Costul celorlalte metode îl vedeți în coș înainte de a trimite comanda.',
        },
      ],
    },
    {
      title: 'Plată și rate',
      items: [
        {
          question: 'Cum pot plăti?',
          answer: 'Cu cardul online, prin transfer bancar, la ridicarea din magazin sau în rate.',
        },
        {
          question: 'Pot cumpăra un telefon în rate?',
          answer:
            'Da, pentru produsele de peste 500 Lei oferim rate prin companiile partenere. Exemplul reprezentativ este afișat la fiecare ofertă.',
        },
      ],
    },
    {
      title: 'Răscumpărare și garanție',
      items: [
        {
          question: 'Cum funcționează răscumpărarea telefonului vechi?',
          answer:
            'Alegeți modelul și starea dispozitivului, iar noi vă spunem prețul imediat. Aduceți telefonul în magazin sau trimitem un curier după el. Plătim în trei zile lucrătoare de la verificare.',
        },
        {
          question: 'Ce garanție au telefoanele recondiționate?',
          answer: 'Telefoanele recondiționate au garanție de 24 de luni, la fel ca cele noi.',
        },
      ],
    },
  ],
};

const cz: SeedPage[] = [
  {
    slug: 'o-nas',
    title: 'O nás',
    description: 'Kdo jsme a proč u nás nakupovat nové i repasované telefony.',
    components: [
      {
        type: 'text',
        params: {
          heading: 'Mobilní svět',
          body: 'Prodáváme nové a repasované telefony, tablety a chytré hodinky od roku 2012. Na našich prodejnách vám poradíme s výběrem, vykoupíme váš starý telefon a opravíme rozbitý displej.\n\nKaždý repasovaný telefon prochází kontrolou ve 40 bodech a dostává záruku 24 měsíců. Staré přístroje, které už neprodáme, předáváme k ekologické recyklaci.',
        },
      },
      {
        type: 'banner',
        params: {
          title: 'Vykoupíme váš starý telefon',
          text: 'Cenu znáte hned a peníze máte do tří dnů.',
          linkLabel: 'Zjistit cenu',
          link: '/vykup',
        },
      },
      { type: 'store_list', params: { heading: 'Naše prodejny', service: 'any' } },
    ],
  },
  {
    slug: 'faq',
    title: 'Časté dotazy',
    description: 'Odpovědi na nejčastější otázky o objednávkách, dopravě, platbě, výkupu a záruce.',
    components: [{ type: 'faq', params: czFaq }],
  },
  {
    slug: 'obchodni-podminky',
    title: 'Obchodní podmínky',
    description: 'Obchodní podmínky internetového obchodu Mobilní svět.',
    components: [
      {
        type: 'text',
        params: {
          heading: '1. Úvodní ustanovení',
          body: 'Tyto obchodní podmínky upravují vztahy mezi prodávajícím a kupujícím při nákupu zboží v internetovém obchodě a na prodejnách. Odesláním objednávky kupující potvrzuje, že se s podmínkami seznámil a souhlasí s nimi.',
        },
      },
      {
        type: 'text',
        params: {
          heading: '2. Odstoupení od smlouvy',
          body: 'Spotřebitel může od smlouvy uzavřené na dálku odstoupit bez udání důvodu do 14 dnů od převzetí zboží. Peníze vracíme nejpozději do 14 dnů od odstoupení, stejným způsobem, jakým byly zaplaceny.',
        },
      },
      {
        type: 'text',
        params: {
          heading: '3. Záruka a reklamace',
          body: 'Na nové i repasované zboží poskytujeme záruku 24 měsíců. Reklamaci můžete uplatnit na kterékoli prodejně nebo zasláním zboží na adresu servisu. O reklamaci rozhodneme do 30 dnů.',
        },
      },
    ],
  },
  {
    slug: 'ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    description: 'Jak zpracováváme vaše osobní údaje a jaká máte práva.',
    components: [
      {
        type: 'text',
        params: {
          heading: 'Jaké údaje zpracováváme',
          body: 'Zpracováváme údaje, které nám sdělíte při objednávce, registraci nebo výkupu: jméno, adresu, e-mail, telefon a údaje o platbě. Používáme je k vyřízení objednávky a plnění zákonných povinností.',
        },
      },
      {
        type: 'text',
        params: {
          heading: 'Vaše práva',
          body: 'Máte právo na přístup k údajům, jejich opravu a výmaz, na omezení zpracování a na přenositelnost. Souhlas s marketingovými sděleními můžete kdykoli odvolat odkazem v e-mailu. Stížnost můžete podat u Úřadu pro ochranu osobních údajů.',
        },
      },
    ],
  },
  {
    slug: 'cookies',
    title: 'Cookies',
    description: 'Jaké cookies používáme a jak můžete změnit svůj souhlas.',
    components: [
      {
        type: 'text',
        params: {
          heading: 'Co jsou cookies',
          body: 'Cookies jsou malé soubory, které si prohlížeč ukládá při návštěvě webu. Nezbytné cookies potřebujeme pro košík a přihlášení. Analytické a marketingové cookies používáme jen s vaším souhlasem.\n\nSvůj souhlas můžete kdykoli změnit odkazem Nastavení cookies v patičce stránky.',
        },
      },
    ],
  },
  {
    slug: 'vyhodne-telefony',
    title: 'Výhodné telefony',
    description:
      'Vybrané telefony za výhodné ceny a odpovědi na otázky, které nás klienti kladou nejčastěji.',
    components: [
      {
        type: 'banner',
        params: {
          title: 'Telefony za skvělé ceny',
          text: 'Nové i repasované telefony se zárukou 24 měsíců a dopravou na prodejnu zdarma.',
        },
      },
      {
        type: 'product_list',
        params: { source: 'category', heading: 'Mobilní telefony', categorySeoName: 'telefony', limit: 8 },
      },
      { type: 'faq', params: { heading: 'Než nakoupíte', groups: [czFaq.groups[1]] } },
    ],
  },
  {
    slug: homePageSlug,
    title: 'Domovská stránka',
    description: 'Bloky, které se ukazují pod sekcemi domovské stránky.',
    components: [
      {
        type: 'banner',
        params: {
          title: 'Výhodné telefony tohoto měsíce',
          text: 'Vybrali jsme telefony za nejlepší ceny. Všechny se zárukou 24 měsíců.',
          linkLabel: 'Prohlédnout nabídku',
          link: '/info/vyhodne-telefony',
        },
      },
      {
        type: 'text',
        params: {
          heading: 'Proč nakupovat u nás',
          body: 'Telefony, tablety i hodinky prodáváme nové i repasované, vždy prověřené naším servisem.\n\nStarý telefon od vás vykoupíme a cenu odečteme z nového.',
        },
      },
    ],
  },
];

const ro: SeedPage[] = [
  {
    slug: 'despre-noi',
    title: 'Despre noi',
    description: 'Cine suntem și de ce să cumpărați de la noi telefoane noi și recondiționate.',
    components: [
      {
        type: 'text',
        params: {
          heading: 'Lumea Mobilă',
          body: 'Vindem telefoane, tablete și ceasuri inteligente noi și recondiționate din 2012. În magazinele noastre vă ajutăm să alegeți, vă cumpărăm telefonul vechi și reparăm ecranele sparte.\n\nFiecare telefon recondiționat trece printr-o verificare în 40 de puncte și primește garanție de 24 de luni. Dispozitivele pe care nu le mai putem vinde le predăm spre reciclare ecologică.',
        },
      },
      {
        type: 'banner',
        params: {
          title: 'Vă cumpărăm telefonul vechi',
          text: 'Aflați prețul imediat și primiți banii în trei zile.',
          linkLabel: 'Aflați prețul',
          link: '/rascumparare',
        },
      },
      { type: 'store_list', params: { heading: 'Magazinele noastre', service: 'any' } },
    ],
  },
  {
    slug: 'faq',
    title: 'Întrebări frecvente',
    description:
      'Răspunsuri la cele mai frecvente întrebări despre comenzi, livrare, plată, răscumpărare și garanție.',
    components: [{ type: 'faq', params: roFaq }],
  },
  {
    slug: 'termeni-si-conditii',
    title: 'Termeni și condiții',
    description: 'Termenii și condițiile magazinului online Lumea Mobilă.',
    components: [
      {
        type: 'text',
        params: {
          heading: '1. Dispoziții generale',
          body: 'Acești termeni reglementează relația dintre vânzător și cumpărător la achiziția produselor în magazinul online și în magazinele fizice. Prin trimiterea comenzii, cumpărătorul confirmă că a citit și acceptă termenii.',
        },
      },
      {
        type: 'text',
        params: {
          heading: '2. Dreptul de retragere',
          body: 'Consumatorul se poate retrage din contractul încheiat la distanță, fără a invoca un motiv, în 14 zile de la primirea produsului. Rambursăm banii în cel mult 14 zile de la retragere, prin aceeași metodă de plată.',
        },
      },
      {
        type: 'text',
        params: {
          heading: '3. Garanție și retururi',
          body: 'Produsele noi și recondiționate au garanție de 24 de luni. Reclamațiile se pot depune în orice magazin sau prin trimiterea produsului la service. Răspundem în cel mult 15 zile.',
        },
      },
    ],
  },
  {
    slug: 'confidentialitate',
    title: 'Politica de confidențialitate',
    description: 'Cum prelucrăm datele dumneavoastră personale și ce drepturi aveți.',
    components: [
      {
        type: 'text',
        params: {
          heading: 'Ce date prelucrăm',
          body: 'Prelucrăm datele pe care ni le comunicați la comandă, înregistrare sau răscumpărare: nume, adresă, e-mail, telefon și date de plată. Le folosim pentru a onora comanda și pentru a respecta obligațiile legale.',
        },
      },
      {
        type: 'text',
        params: {
          heading: 'Drepturile dumneavoastră',
          body: 'Aveți dreptul de acces, rectificare și ștergere a datelor, de restricționare a prelucrării și la portabilitate. Vă puteți retrage oricând consimțământul pentru mesajele de marketing din linkul din e-mail. Puteți depune o plângere la ANSPDCP.',
        },
      },
    ],
  },
  {
    slug: 'cookies',
    title: 'Cookie-uri',
    description: 'Ce cookie-uri folosim și cum vă puteți schimba consimțământul.',
    components: [
      {
        type: 'text',
        params: {
          heading: 'Ce sunt cookie-urile',
          body: 'Cookie-urile sunt fișiere mici pe care browserul le salvează când vizitați un site. Cookie-urile necesare ne trebuie pentru coș și autentificare. Cele de analiză și de marketing le folosim doar cu acordul dumneavoastră.\n\nVă puteți schimba oricând acordul din linkul Setări cookie-uri din subsolul paginii.',
        },
      },
    ],
  },
  {
    slug: 'telefoane-avantajoase',
    title: 'Telefoane avantajoase',
    description: 'Telefoane selectate la prețuri avantajoase și răspunsuri la întrebările clienților.',
    components: [
      {
        type: 'banner',
        params: {
          title: 'Telefoane la prețuri excelente',
          text: 'Telefoane noi și recondiționate cu garanție de 24 de luni și ridicare gratuită din magazin.',
        },
      },
      {
        type: 'product_list',
        params: { source: 'category', heading: 'Telefoane mobile', categorySeoName: 'telefoane', limit: 8 },
      },
      { type: 'faq', params: { heading: 'Înainte să cumpărați', groups: [roFaq.groups[1]] } },
    ],
  },
  {
    slug: homePageSlug,
    title: 'Pagina principală',
    description: 'Blocurile afișate sub secțiunile paginii principale.',
    components: [
      {
        type: 'banner',
        params: {
          title: 'Telefoanele avantajoase ale lunii',
          text: 'Am ales telefoanele cu cele mai bune prețuri. Toate cu garanție de 24 de luni.',
          linkLabel: 'Vezi oferta',
          link: '/info/telefoane-avantajoase',
        },
      },
      {
        type: 'text',
        params: {
          heading: 'De ce să cumpărați de la noi',
          body: 'Vindem telefoane, tablete și ceasuri noi și recondiționate, verificate întotdeauna de service-ul nostru.\n\nVă răscumpărăm telefonul vechi și scădem prețul din cel nou.',
        },
      },
    ],
  },
];

export const seedPages: Record<ShopCode, SeedPage[]> = { cz, ro };

/** The footer's links, in the order shown. */
export const seedFooter: Record<ShopCode, { label: string; link: string }[]> = {
  cz: [
    { label: 'O nás', link: '/info/o-nas' },
    { label: 'Časté dotazy', link: '/info/faq' },
    { label: 'Obchodní podmínky', link: '/info/obchodni-podminky' },
    { label: 'Ochrana osobních údajů', link: '/info/ochrana-osobnich-udaju' },
    { label: 'Cookies', link: '/info/cookies' },
  ],
  ro: [
    { label: 'Despre noi', link: '/info/despre-noi' },
    { label: 'Întrebări frecvente', link: '/info/faq' },
    { label: 'Termeni și condiții', link: '/info/termeni-si-conditii' },
    { label: 'Confidențialitate', link: '/info/confidentialitate' },
    { label: 'Cookie-uri', link: '/info/cookies' },
  ],
};

/** The megamenu's extra links, after the catalogue's categories. */
export const seedMegamenu: Record<ShopCode, { label: string; link: string }[]> = {
  cz: [
    { label: 'Výhodné telefony', link: '/info/vyhodne-telefony' },
    { label: 'Prodejny', link: '/prodejny' },
  ],
  ro: [
    { label: 'Telefoane avantajoase', link: '/info/telefoane-avantajoase' },
    { label: 'Magazine', link: '/magazine' },
  ],
};
