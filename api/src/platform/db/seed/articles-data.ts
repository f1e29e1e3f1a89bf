import type { ShopCode } from 'shared-domain';

// The demo articles of each shop (issue 19), written in the shop's language. Related products are
// named by their model's seo name; the seed links the first products sold of each model.

export interface TopicSeed {
  slug: string;
  name: string;
}
export interface ArticleSeed {
  slug: string;
  topic: string;
  title: string;
  perex: string;
  paragraphs: string[];
  relatedModels: string[];
  /** Days before the seed time it was published. */
  daysAgo: number;
}

export const articleTopics: Record<ShopCode, TopicSeed[]> = {
  cz: [
    { slug: 'rady-a-navody', name: 'Rady a\u00a0návody' },
    { slug: 'recenze', name: 'Recenze' },
    { slug: 'novinky', name: 'Novinky' },
  ],
  ro: [
    { slug: 'sfaturi-si-ghiduri', name: 'Sfaturi și ghiduri' },
    { slug: 'recenzii', name: 'Recenzii' },
    { slug: 'noutati', name: 'Noutăți' },
  ],
};

export const articles: Record<ShopCode, ArticleSeed[]> = {
  cz: [
    {
      slug: 'jak-vybrat-pouzity-telefon',
      topic: 'rady-a-navody',
      title: 'Jak vybrat použitý telefon a\u00a0neprodělat',
      perex:
        'Použitý telefon ušetří až polovinu ceny. Poradíme, na co se dívat, co znamenají stupně kvality a\u00a0proč se vyplatí záruka.',
      paragraphs: [
        'Každý použitý telefon, který prodáváme, prochází kontrolou technika: zkoušíme displej, baterii, fotoaparáty, reproduktory i\u00a0všechna tlačítka. Teprve potom dostane stupeň kvality od A+ do D.',
        'Stupeň A+ znamená přístroj jako nový, bez známek používání. U\u00a0stupně B počítejte s\u00a0drobnými škrábanci, které při běžném držení ani nepostřehnete. Funkčně jsou všechny stupně stejné.',
        'Zkontrolujte si také kapacitu baterie: u\u00a0každého telefonu ji uvádíme v\u00a0procentech původní kapacity. Pod 80\u00a0% doporučujeme výměnu, kterou zvládneme v\u00a0kterékoli naší prodejně se servisem.',
      ],
      relatedModels: ['apple-iphone-13', 'samsung-galaxy-s23'],
      daysAgo: 3,
    },
    {
      slug: 'jak-prodat-stary-telefon',
      topic: 'rady-a-navody',
      title: 'Jak prodat starý telefon za nejlepší cenu',
      perex:
        'Výkup je rychlejší než inzerát. Ukážeme, jak telefon připravit, aby dostal co nejvyšší nabídku.',
      paragraphs: [
        'Nejprve zálohujte data a\u00a0odhlaste se z\u00a0účtu Apple ID nebo Google. Bez toho telefon vykoupit nemůžeme, protože by ho nový majitel nemohl používat.',
        'Cenu ovlivňuje hlavně stav displeje a\u00a0těla. Telefon proto očistěte a\u00a0přibalte originální krabičku, pokud ji máte. Orientační cenu zjistíte online během minuty.',
        'Peníze vyplácíme převodem na účet, nebo je můžete použít jako slevu na nový nákup – pak k\u00a0výkupní ceně přidáme bonus.',
      ],
      relatedModels: ['apple-iphone-15', 'samsung-galaxy-s24'],
      daysAgo: 9,
    },
    {
      slug: 'jak-prodlouzit-vydrz-baterie',
      topic: 'rady-a-navody',
      title: 'Sedm tipů, jak prodloužit výdrž baterie',
      perex: 'Baterie stárne s\u00a0každým nabitím. Několik jednoduchých návyků jí ale přidá měsíce života.',
      paragraphs: [
        'Nenechávejte telefon dlouho na 100\u00a0% ani ho nevybíjejte do nuly. Baterii nejvíc svědčí rozmezí mezi 20 a\u00a080\u00a0%, a\u00a0proto většina telefonů umí nabíjení optimalizovat.',
        'Vyhněte se horku: telefon na slunci za oknem auta nebo pod polštářem při nabíjení ztrácí kapacitu rychleji než při běžném používání.',
        'Používejte kvalitní nabíječku. Levné adaptéry bez certifikace mohou kolísat napětím a\u00a0baterii i\u00a0elektroniku poškodit.',
      ],
      relatedModels: ['apple-usb-c-20w-power-adapter', 'samsung-25w-travel-adapter'],
      daysAgo: 16,
    },
    {
      slug: 'recenze-iphone-15',
      topic: 'recenze',
      title: 'Recenze iPhone 15: USB-C a\u00a0Dynamic Island pro každého',
      perex:
        'Základní iPhone 15 dostal funkce, které byly dříve vyhrazené modelům Pro. Jak obstál po měsíci používání?',
      paragraphs: [
        'Největší změnou je konektor USB-C. Konečně stačí jeden kabel pro telefon, tablet i\u00a0notebook a\u00a0telefon se dá nabíjet i\u00a0z\u00a0nabíječky k\u00a0Macu.',
        'Fotoaparát s\u00a0rozlišením 48\u00a0Mpx fotí ostré snímky i\u00a0za šera a\u00a0dvojnásobný zoom bez ztráty kvality se hodí na portréty.',
        'Výdrž baterie vystačí na celý den běžného používání. Kdo nepotřebuje teleobjektiv, ušetří oproti verzi Pro několik tisíc korun.',
      ],
      relatedModels: ['apple-iphone-15', 'apple-iphone-15-silicone-case-magsafe', 'panzerglass-iphone-15'],
      daysAgo: 22,
    },
    {
      slug: 'recenze-samsung-galaxy-watch7',
      topic: 'recenze',
      title: 'Galaxy Watch7: hodinky, které hlídají spánek',
      perex:
        'Nové hodinky Samsung měří přesněji tep i\u00a0spánek. Vyzkoušeli jsme je na běhu i\u00a0v\u00a0kanceláři.',
      paragraphs: [
        'Displej je jasný i\u00a0na přímém slunci a\u00a0hodinky vydrží s\u00a0trvale zapnutým displejem zhruba den a\u00a0půl.',
        'Analýza spánku ráno ukáže fáze spánku, chrápání i\u00a0okysličení krve. Doporučení jsou věcná a\u00a0nepůsobí jako reklama.',
        'S\u00a0telefonem Samsung fungují hodinky nejlépe, ale základní funkce zvládnou s\u00a0jakýmkoli telefonem s\u00a0Androidem.',
      ],
      relatedModels: ['samsung-galaxy-watch7-40mm', 'samsung-galaxy-watch6-40mm'],
      daysAgo: 30,
    },
    {
      slug: 'otevreli-jsme-prodejnu-v-plzni',
      topic: 'novinky',
      title: 'Otevřeli jsme prodejnu v\u00a0Plzni',
      perex:
        'Na náměstí Republiky najdete novou prodejnu se servisem. Výměnu displeje zvládneme ještě týž den.',
      paragraphs: [
        'Nová prodejna leží přímo naproti katedrále sv.\u00a0Bartoloměje. Nabízí celý sortiment telefonů, tabletů a\u00a0hodinek, nových i\u00a0použitých.',
        'Součástí prodejny je servisní pult: výměnu baterie nebo displeje u\u00a0běžných modelů provedeme obvykle do dvou hodin.',
        'Otevřeno máme ve všední dny od 9 do 19 hodin a\u00a0v\u00a0sobotu dopoledne. Těšíme se na vás.',
      ],
      relatedModels: ['google-pixel-9', 'xiaomi-14'],
      daysAgo: 40,
    },
  ],
  ro: [
    {
      slug: 'cum-alegi-un-telefon-second-hand',
      topic: 'sfaturi-si-ghiduri',
      title: 'Cum alegeți un telefon second-hand fără griji',
      perex:
        'Un telefon recondiționat vă costă până la jumătate din preț. Vă spunem la ce să fiți atenți și ce înseamnă gradele de calitate.',
      paragraphs: [
        'Fiecare telefon second-hand pe care îl vindem este verificat de un tehnician: ecranul, bateria, camerele, difuzoarele și toate butoanele. Abia apoi primește un grad de calitate, de la A+ la D.',
        'Gradul A+ înseamnă un dispozitiv ca nou, fără urme de utilizare. La gradul B pot exista zgârieturi fine, greu de observat. Funcțional, toate gradele sunt la fel.',
        'Verificați și capacitatea bateriei: o afișăm pentru fiecare telefon, în procente din capacitatea inițială. Sub 80\u00a0% vă recomandăm înlocuirea, pe care o facem în orice magazin cu service.',
      ],
      relatedModels: ['apple-iphone-13', 'samsung-galaxy-s23'],
      daysAgo: 3,
    },
    {
      slug: 'cum-vinzi-telefonul-vechi',
      topic: 'sfaturi-si-ghiduri',
      title: 'Cum vă vindeți telefonul vechi la cel mai bun preț',
      perex:
        'Răscumpărarea e mai rapidă decât un anunț. Vă arătăm cum să pregătiți telefonul pentru cea mai bună ofertă.',
      paragraphs: [
        'Mai întâi faceți o copie de siguranță a datelor și deconectați-vă din contul Apple ID sau Google. Fără acest pas nu putem cumpăra telefonul, pentru că noul proprietar nu l-ar putea folosi.',
        'Prețul depinde mai ales de starea ecranului și a carcasei. Curățați telefonul și aduceți cutia originală, dacă o mai aveți. Prețul estimativ îl aflați online într-un minut.',
        'Banii îi primiți prin transfer bancar sau îi puteți folosi ca reducere la o achiziție nouă – atunci adăugăm un bonus la prețul de răscumpărare.',
      ],
      relatedModels: ['apple-iphone-15', 'samsung-galaxy-s24'],
      daysAgo: 9,
    },
    {
      slug: 'sfaturi-pentru-baterie',
      topic: 'sfaturi-si-ghiduri',
      title: 'Șapte sfaturi pentru o baterie care ține mai mult',
      perex:
        'Bateria îmbătrânește cu fiecare încărcare. Câteva obiceiuri simple îi adaugă însă luni de viață.',
      paragraphs: [
        'Nu lăsați telefonul mult timp la 100\u00a0% și nu-l descărcați până la zero. Bateriei îi priește intervalul dintre 20 și 80\u00a0%, de aceea majoritatea telefoanelor pot optimiza încărcarea.',
        'Evitați căldura: un telefon lăsat la soare în mașină sau încărcat sub pernă pierde capacitate mai repede decât la o utilizare obișnuită.',
        'Folosiți un încărcător de calitate. Adaptoarele ieftine, fără certificare, pot avea tensiune instabilă și pot strica bateria și componentele.',
      ],
      relatedModels: ['apple-usb-c-20w-power-adapter', 'samsung-25w-travel-adapter'],
      daysAgo: 16,
    },
    {
      slug: 'recenzie-iphone-15',
      topic: 'recenzii',
      title: 'Recenzie iPhone 15: USB-C și Dynamic Island pentru toți',
      perex:
        'iPhone 15 a primit funcții rezervate înainte modelelor Pro. Cum s-a descurcat după o lună de folosire?',
      paragraphs: [
        'Cea mai mare schimbare este portul USB-C. În sfârșit, un singur cablu pentru telefon, tabletă și laptop.',
        'Camera de 48\u00a0MP face fotografii clare și la lumină slabă, iar zoomul de două ori fără pierderi este potrivit pentru portrete.',
        'Bateria ține o zi întreagă de utilizare obișnuită. Cine nu are nevoie de teleobiectiv economisește față de versiunea Pro.',
      ],
      relatedModels: ['apple-iphone-15', 'apple-iphone-15-silicone-case-magsafe', 'panzerglass-iphone-15'],
      daysAgo: 22,
    },
    {
      slug: 'recenzie-samsung-galaxy-watch7',
      topic: 'recenzii',
      title: 'Galaxy Watch7: ceasul care vă veghează somnul',
      perex: 'Noul ceas Samsung măsoară mai precis pulsul și somnul. L-am testat la alergare și la birou.',
      paragraphs: [
        'Ecranul se vede bine chiar și în plin soare, iar cu afișajul mereu pornit ceasul rezistă aproximativ o zi și jumătate.',
        'Analiza somnului arată dimineața fazele somnului, sforăitul și oxigenarea sângelui. Recomandările sunt la obiect.',
        'Ceasul funcționează cel mai bine cu un telefon Samsung, dar funcțiile de bază merg cu orice telefon Android.',
      ],
      relatedModels: ['samsung-galaxy-watch7-40mm', 'samsung-galaxy-watch6-40mm'],
      daysAgo: 30,
    },
    {
      slug: 'am-deschis-magazinul-din-timisoara',
      topic: 'noutati',
      title: 'Am deschis magazinul din Timișoara',
      perex:
        'În Piața Victoriei găsiți noul nostru magazin cu service. Înlocuim ecranul adesea în aceeași zi.',
      paragraphs: [
        'Noul magazin se află între Operă și Catedrală. Găsiți aici toată gama de telefoane, tablete și ceasuri, noi și recondiționate.',
        'Magazinul are și un punct de service: înlocuirea bateriei sau a ecranului la modelele obișnuite durează de regulă sub două ore.',
        'Programul este de luni până vineri între 9 și 19 și sâmbăta dimineața. Vă așteptăm!',
      ],
      relatedModels: ['google-pixel-9', 'xiaomi-14'],
      daysAgo: 40,
    },
  ],
};
