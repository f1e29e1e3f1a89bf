import type { QualityGrade } from 'shared-domain';
import type { ConditionType } from 'shared-domain/buyout';
import type { ProductTypeCode } from './catalogue-data.ts';

// The buyout's condition questions per product type, asked in this order: the first two are the
// gate (a "no" there makes the buyout impossible), the quality questions cap the grade, battery and
// charger questions only correct the price (whole Kč / Lei; the seed stores minor units). Battery
// and charger answers allow A+: they never limit the grade.

export interface ChoiceSeed {
  quality: QualityGrade | null;
  cz: string;
  ro: string;
  /** Price correction in whole units. */
  correction?: { cz: number; ro: number };
}

export interface ConditionSeed {
  type: ConditionType;
  cz: { name: string; help: string };
  ro: { name: string; help: string };
  choices: ChoiceSeed[];
}

export type BuyoutTypeCode = Exclude<ProductTypeCode, 'accessories'>;

interface Texts {
  cz: string;
  ro: string;
}

/** Gate 1: does it work at all? */
const works = (name: Texts, help: Texts): ConditionSeed => ({
  type: 'quality',
  cz: { name: name.cz, help: help.cz },
  ro: { name: name.ro, help: help.ro },
  choices: [
    { quality: 'A+', cz: 'Ano, funguje', ro: 'Da, funcționează' },
    {
      quality: null,
      cz: 'Ne, nezapne se nebo nefunguje správně',
      ro: 'Nu, nu pornește sau nu funcționează corect',
    },
  ],
});

/** Gate 2: nothing locks it to its previous owner. */
const unlocked = (name: Texts, help: Texts): ConditionSeed => ({
  type: 'quality',
  cz: { name: name.cz, help: help.cz },
  ro: { name: name.ro, help: help.ro },
  choices: [
    {
      quality: 'A+',
      cz: 'Ano, bez blokace a bez přihlášeného účtu',
      ro: 'Da, fără blocare și fără cont conectat',
    },
    {
      quality: null,
      cz: 'Ne, má blokaci nebo přihlášený účet',
      ro: 'Nu, are o blocare sau un cont conectat',
    },
  ],
});

const display: ConditionSeed = {
  type: 'quality',
  cz: { name: 'V jakém stavu je displej?', help: 'Prohlédněte displej vypnutý i rozsvícený, pod světlem.' },
  ro: { name: 'În ce stare este ecranul?', help: 'Examinați ecranul stins și aprins, în lumină.' },
  choices: [
    { quality: 'A+', cz: 'Bezvadný, bez škrábanců', ro: 'Impecabil, fără zgârieturi' },
    {
      quality: 'A',
      cz: 'Jemné škrábance viditelné jen pod světlem',
      ro: 'Zgârieturi fine, vizibile doar în lumină',
    },
    { quality: 'B', cz: 'Viditelné škrábance', ro: 'Zgârieturi vizibile' },
    { quality: 'C', cz: 'Hluboké škrábance nebo vadné pixely', ro: 'Zgârieturi adânci sau pixeli defecți' },
    { quality: 'D', cz: 'Prasklý displej', ro: 'Ecran crăpat' },
  ],
};

const body = (name: Texts, help: Texts): ConditionSeed => ({
  type: 'quality',
  cz: { name: name.cz, help: help.cz },
  ro: { name: name.ro, help: help.ro },
  choices: [
    { quality: 'A+', cz: 'Jako nové', ro: 'Ca nou' },
    { quality: 'A', cz: 'Drobné oděrky', ro: 'Urme fine de uzură' },
    { quality: 'B', cz: 'Viditelné oděrky a rýhy', ro: 'Zgârieturi și urme vizibile' },
    { quality: 'C', cz: 'Promáčkliny nebo hluboké rýhy', ro: 'Lovituri sau zgârieturi adânci' },
    { quality: 'D', cz: 'Praskliny nebo ohnutý rám', ro: 'Fisuri sau ramă îndoită' },
  ],
});

const yesOrBroken = (
  question: Texts,
  help: Texts,
  broken: { quality: QualityGrade; cz: string; ro: string },
): ConditionSeed => ({
  type: 'quality',
  cz: { name: question.cz, help: help.cz },
  ro: { name: question.ro, help: help.ro },
  choices: [{ quality: 'A+', cz: 'Ano, vše funguje', ro: 'Da, totul funcționează' }, broken],
});

const battery = (weak: { cz: number; ro: number }, poor: { cz: number; ro: number }): ConditionSeed => ({
  type: 'battery',
  cz: {
    name: 'Jaká je kondice baterie?',
    help: 'Najdete ji v Nastavení → Baterie; u Androidu v aplikaci výrobce nebo v servisní nabídce.',
  },
  ro: {
    name: 'Care este starea bateriei?',
    help: 'O găsiți în Setări → Baterie; pe Android în aplicația producătorului sau în meniul de service.',
  },
  choices: [
    { quality: 'A+', cz: '90 % a více', ro: '90 % sau mai mult' },
    { quality: 'A+', cz: '80–89 %', ro: '80–89 %', correction: weak },
    { quality: 'A+', cz: 'Méně než 80 % nebo nevím', ro: 'Sub 80 % sau nu știu', correction: poor },
  ],
});

const charger = (bonus: { cz: number; ro: number }): ConditionSeed => ({
  type: 'charger',
  cz: {
    name: 'Přiložíte originální nabíječku a krabici?',
    help: 'Originální kabel nebo adaptér a původní balení.',
  },
  ro: {
    name: 'Includeți încărcătorul original și cutia?',
    help: 'Cablul sau adaptorul original și ambalajul original.',
  },
  choices: [
    { quality: 'A+', cz: 'Ano', ro: 'Da', correction: bonus },
    { quality: 'A+', cz: 'Ne', ro: 'Nu' },
  ],
});

const accountsHelp = {
  cz: 'Odhlaste účet iCloud (funkce Najít) nebo účet Google a odstraňte zámek obrazovky; zařízení nesmí být blokováno operátorem.',
  ro: 'Deconectați contul iCloud (funcția Găsire) sau contul Google și eliminați blocarea ecranului; dispozitivul nu trebuie să fie blocat în rețea.',
};

const buttonsBroken = {
  quality: 'C' as const,
  cz: 'Některé tlačítko nefunguje nebo se zasekává',
  ro: 'Un buton nu funcționează sau se blochează',
};
const cameraBroken = {
  quality: 'C' as const,
  cz: 'Ne, vada fotoaparátu nebo prasklé sklíčko',
  ro: 'Nu, cameră defectă sau lentilă crăpată',
};
const functionBroken = { quality: 'D' as const, cz: 'Něco z toho nefunguje', ro: 'Ceva nu funcționează' };

export const buyoutConditions: Record<BuyoutTypeCode, ConditionSeed[]> = {
  phones: [
    works(
      { cz: 'Zapne se telefon a funguje normálně?', ro: 'Telefonul pornește și funcționează normal?' },
      {
        cz: 'Telefon se zapne, nabíjí se, reaguje na dotyk a sám se nerestartuje.',
        ro: 'Telefonul pornește, se încarcă, răspunde la atingere și nu se repornește singur.',
      },
    ),
    unlocked({ cz: 'Je telefon bez blokací?', ro: 'Telefonul este liber de blocări?' }, accountsHelp),
    display,
    body(
      { cz: 'V jakém stavu je tělo a rám?', ro: 'În ce stare sunt carcasa și rama?' },
      { cz: 'Zadní strana, boky a rohy.', ro: 'Spatele, marginile și colțurile.' },
    ),
    yesOrBroken(
      { cz: 'Fungují všechna tlačítka?', ro: 'Funcționează toate butoanele?' },
      { cz: 'Zapnutí, hlasitost a přepínač ztlumení.', ro: 'Pornire, volum și comutatorul de sunet.' },
      buttonsBroken,
    ),
    yesOrBroken(
      { cz: 'Fungují fotoaparáty?', ro: 'Funcționează camerele foto?' },
      {
        cz: 'Přední i zadní fotoaparát ostří a sklíčka objektivů nejsou prasklá.',
        ro: 'Camera frontală și cele din spate focalizează, iar lentilele nu sunt crăpate.',
      },
      cameraBroken,
    ),
    yesOrBroken(
      { cz: 'Fungují ostatní funkce?', ro: 'Funcționează celelalte funcții?' },
      {
        cz: 'Wi-Fi, Bluetooth, reproduktory, mikrofon, Face ID nebo čtečka otisků prstů.',
        ro: 'Wi-Fi, Bluetooth, difuzoarele, microfonul, Face ID sau senzorul de amprentă.',
      },
      functionBroken,
    ),
    battery({ cz: -300, ro: -60 }, { cz: -800, ro: -160 }),
    charger({ cz: 100, ro: 20 }),
  ],
  tablets: [
    works(
      { cz: 'Zapne se tablet a funguje normálně?', ro: 'Tableta pornește și funcționează normal?' },
      {
        cz: 'Tablet se zapne, nabíjí se, reaguje na dotyk a sám se nerestartuje.',
        ro: 'Tableta pornește, se încarcă, răspunde la atingere și nu se repornește singură.',
      },
    ),
    unlocked({ cz: 'Je tablet bez blokací?', ro: 'Tableta este liberă de blocări?' }, accountsHelp),
    display,
    body(
      { cz: 'V jakém stavu je tělo a rám?', ro: 'În ce stare sunt carcasa și rama?' },
      { cz: 'Zadní strana, boky a rohy.', ro: 'Spatele, marginile și colțurile.' },
    ),
    yesOrBroken(
      { cz: 'Fungují všechna tlačítka?', ro: 'Funcționează toate butoanele?' },
      { cz: 'Zapnutí a hlasitost.', ro: 'Pornire și volum.' },
      buttonsBroken,
    ),
    yesOrBroken(
      { cz: 'Fungují fotoaparáty?', ro: 'Funcționează camerele foto?' },
      {
        cz: 'Přední i zadní fotoaparát ostří a sklíčka objektivů nejsou prasklá.',
        ro: 'Camera frontală și cea din spate focalizează, iar lentilele nu sunt crăpate.',
      },
      cameraBroken,
    ),
    yesOrBroken(
      { cz: 'Fungují ostatní funkce?', ro: 'Funcționează celelalte funcții?' },
      {
        cz: 'Wi-Fi, Bluetooth, reproduktory, mikrofon, Touch ID nebo Face ID a podpora pera.',
        ro: 'Wi-Fi, Bluetooth, difuzoarele, microfonul, Touch ID sau Face ID și suportul pentru stylus.',
      },
      functionBroken,
    ),
    battery({ cz: -400, ro: -80 }, { cz: -1000, ro: -200 }),
    charger({ cz: 150, ro: 30 }),
  ],
  smartwatches: [
    works(
      { cz: 'Zapnou se hodinky a fungují normálně?', ro: 'Ceasul pornește și funcționează normal?' },
      {
        cz: 'Hodinky se zapnou, nabíjejí se, reagují na dotyk a samy se nerestartují.',
        ro: 'Ceasul pornește, se încarcă, răspunde la atingere și nu se repornește singur.',
      },
    ),
    unlocked(
      { cz: 'Jsou hodinky bez blokací?', ro: 'Ceasul este liber de blocări?' },
      {
        cz: 'Hodinky musí být odpárované od telefonu a odhlášené z účtu (Zámek aktivace Apple, účet Samsung nebo Google).',
        ro: 'Ceasul trebuie decuplat de la telefon și deconectat de la cont (Blocarea activării Apple, contul Samsung sau Google).',
      },
    ),
    display,
    body(
      { cz: 'V jakém stavu je pouzdro hodinek?', ro: 'În ce stare este carcasa ceasului?' },
      {
        cz: 'Rámeček, boky a spodní strana se senzory.',
        ro: 'Rama, marginile și partea de jos cu senzorii.',
      },
    ),
    yesOrBroken(
      {
        cz: 'Fungují tlačítka a korunka či otočná luneta?',
        ro: 'Funcționează butoanele și coroana sau rama rotativă?',
      },
      {
        cz: 'Tlačítka se nezasekávají a korunka se otáčí.',
        ro: 'Butoanele nu se blochează, iar coroana se rotește.',
      },
      buttonsBroken,
    ),
    yesOrBroken(
      { cz: 'Fungují senzory a připojení?', ro: 'Funcționează senzorii și conectivitatea?' },
      {
        cz: 'Měření tepu, GPS, Bluetooth, Wi-Fi, reproduktor a mikrofon.',
        ro: 'Pulsul, GPS, Bluetooth, Wi-Fi, difuzorul și microfonul.',
      },
      functionBroken,
    ),
    battery({ cz: -150, ro: -30 }, { cz: -400, ro: -80 }),
    charger({ cz: 100, ro: 20 }),
  ],
};

/** A grade's buyout price as a share of the A+ price. */
export const gradeFactor: Record<QualityGrade, number> = { 'A+': 1, A: 0.86, B: 0.7, C: 0.5, D: 0.28 };

/** Models this old are not bought in grade D: "no price for that quality" in the demo. */
export const NO_GRADE_D_UP_TO_YEAR = 2021;

/** Minimal buyout price in whole units (a price never goes below it). */
export const minimalBuyoutPrice = { cz: 100, ro: 20 };
