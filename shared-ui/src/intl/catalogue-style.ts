import type { Messages } from '../federation/remote-module.ts';

/**
 * Mechanical parts of docs/glossary.md, checked on every catalogue. The rules are kept simple on
 * purpose so that a failure is easy to read and a text is easy to fix:
 *
 * - counts: an argument named like a count (count, n, months, …Count, …) must not stand right
 *   before a word outside a plural ("{count} kusů" → "{count, plural, …}"); units ("GB", "%")
 *   do not decline and may follow it.
 * - ro: a number of 20 or more takes "de" before its noun ("24 de luni"), both as a digit written
 *   in the text and in a plural's `other` branch ("other {# de luni}").
 * - ro: buttons and instructions use the formal imperative ("Adăugați", never "Adaugă").
 * - cs: a non-breaking space before a unit after a number ("100 Kč") and after a one-letter
 *   preposition or conjunction ("v košíku"); the vocalised preposition where Czech needs it
 *   ("ke zboží", "se zárukou", "ve výkupu", "ze skladu").
 */

export type StyleLocale = 'cs-CZ' | 'ro-RO';

// Arguments whose name says they hold a count of something.
const COUNT_ARGUMENT =
  /^(n|count|[a-z]+Count|num[A-Z]\w*|min|max|limit|total|quantity|months|days|hours|minutes|weeks|years|items|pieces|installments)$/;
// Plural categories every counted noun needs: Czech declines for 1, 2–4 and decimals (many).
const PLURAL_CATEGORIES: Record<StyleLocale, string[]> = {
  'cs-CZ': ['one', 'few', 'many', 'other'],
  'ro-RO': ['one', 'few', 'other'],
};
// Units and symbols that do not decline after a number.
const UNITS = [
  'Kč',
  'lei',
  'Lei',
  'RON',
  'EUR',
  '%',
  'GB',
  'TB',
  'MB',
  'mAh',
  'min',
  'h',
  'ks',
  'buc',
  'mm',
  'cm',
  'kg',
  'g',
  'W',
  'Hz',
];
const CS_ONE_LETTER_WORDS = 'vkszouaiVKSZOUAI';
// Romanian informal (2nd person singular) imperatives a shop's buttons tend to use; the formal
// form is the same verb + "ți" ("Adăugați").
const RO_INFORMAL_IMPERATIVES = [
  'Adaugă',
  'Încearcă',
  'Aprobă',
  'Alege',
  'Caută',
  'Trimite',
  'Salvează',
  'Introdu',
  'Șterge',
  'Continuă',
  'Închide',
  'Vezi',
  'Completează',
  'Selectează',
  'Acceptă',
  'Anulează',
  'Confirmă',
  'Aplică',
  'Elimină',
  'Afișează',
  'Sortează',
  'Vinde',
  'Verifică',
  'Deschide',
  'Respinge',
  'Editează',
  'Descarcă',
  'Încarcă',
  'Schimbă',
  'Actualizează',
  'Creează',
  'Golește',
  'Mergi',
  'Plătește',
  'Finalizează',
  'Folosește',
  'Modifică',
  'Filtrează',
  'Marchează',
  'Apasă',
  'Renunță',
  'Programează',
  'Solicită',
  'Urmărește',
  'Contactează',
  'Scrie',
  'Cumpără',
  'Compară',
  'Intră',
];

/** Text outside ICU arguments, with every `{…}` block replaced by a placeholder character. */
function withArgumentsMasked(message: string): string {
  let depth = 0;
  let out = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) out += '\u2063';
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
    } else if (depth === 0) {
      out += char;
    }
  }
  return out;
}

/** Texts of every plural branch named `other`, found anywhere in the message. */
function otherBranches(message: string): string[] {
  const branches: string[] = [];
  const pattern = /\bother\s*\{/g;
  for (let match = pattern.exec(message); match; match = pattern.exec(message)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth += 1;
      if (message[i] === '}') depth -= 1;
      i += 1;
    }
    branches.push(message.slice(start, i - 1));
  }
  return branches;
}

/** Branch names ("one", "few", "=0", …) of every plural in the message, one list per plural. */
function pluralBranchNames(message: string): { argument: string; names: string[]; counted: boolean }[] {
  const plurals: { argument: string; names: string[]; counted: boolean }[] = [];
  const pattern = /\{\s*(\w+)\s*,\s*plural\s*,/g;
  for (let match = pattern.exec(message); match; match = pattern.exec(message)) {
    const names: string[] = [];
    let counted = false;
    let i = match.index + match[0].length;
    while (i < message.length) {
      const key = /^\s*(=?\w+)\s*\{/.exec(message.slice(i));
      if (!key) break;
      names.push(key[1]);
      i += key[0].length;
      const start = i;
      let depth = 1;
      while (i < message.length && depth > 0) {
        if (message[i] === '{') depth += 1;
        if (message[i] === '}') depth -= 1;
        i += 1;
      }
      const word = /#[ \u00a0]+(?:de[ \u00a0]+)?(\p{L}+)/u.exec(message.slice(start, i - 1))?.[1];
      if (word && !isUnit(word)) counted = true;
    }
    plurals.push({ argument: match[1], names, counted });
  }
  return plurals;
}

function missingPluralCategories(locale: StyleLocale, message: string): string[] {
  return pluralBranchNames(message)
    .filter((plural) => plural.counted)
    .flatMap((plural) => {
      const missing = PLURAL_CATEGORIES[locale].filter((name) => !plural.names.includes(name));
      return missing.length > 0 ? [`plural {${plural.argument}} lacks ${missing.join(', ')}`] : [];
    });
}

function isUnit(word: string): boolean {
  return UNITS.includes(word);
}

function countBeforeWord(message: string): string | undefined {
  const pattern = /\{\s*(\w+)\s*(?:,\s*number\s*)?\}[ \u00a0]+([\p{L}%]+)/gu;
  for (const match of message.matchAll(pattern)) {
    if (COUNT_ARGUMENT.test(match[1]) && !isUnit(match[2])) {
      return `number argument {${match[1]}} before "${match[2]}" outside a plural: use {${match[1]}, plural, …}`;
    }
  }
  return undefined;
}

function romanianProblems(message: string): string[] {
  const problems: string[] = [];
  const plural = new Intl.PluralRules('ro-RO');
  const text = withArgumentsMasked(message);
  // Lower-case words only: "49 AAAA" in an account-number pattern is not a count. Thousands may be
  // grouped ("2.000"), and an amount of lei written out takes "de" like any noun ("2.000 de lei").
  for (const match of text.matchAll(/(?<![\d.,])(\d{1,3}(?:\.\d{3})+|\d+)[ \u00a0]+(\p{Ll}+)/gu)) {
    const [, digits, word] = match;
    const counted = word === 'lei' || !isUnit(word);
    if (plural.select(Number(digits.replaceAll('.', ''))) === 'other' && word !== 'de' && counted) {
      problems.push(`"${digits} ${word}" needs "de": "${digits} de ${word}"`);
    }
  }
  for (const branch of otherBranches(message)) {
    const word = /^\s*#[ \u00a0]+(\p{L}+)/u.exec(branch)?.[1];
    if (word && word !== 'de' && !isUnit(word)) {
      problems.push(`plural "other {${branch}}" needs "de": "# de ${word}"`);
    }
  }
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (RO_INFORMAL_IMPERATIVES.includes(word)) {
      problems.push(`informal "${word}": use the formal imperative (docs/glossary.md)`);
    }
  }
  if (/(?<!\p{L})dvs\./u.test(text)) problems.push('write "dumneavoastră", not "dvs."');
  if (/(?<!\p{L})invalid/iu.test(text)) problems.push('write "nevalid", not "invalid"');
  return problems;
}

function czechProblems(message: string): string[] {
  const problems: string[] = [];
  const text = withArgumentsMasked(message);
  const unit = /(\d|\u2063) ([\p{L}%]+)/gu;
  for (const match of `${text} `.matchAll(unit)) {
    if (isUnit(match[2]) && match[2] !== 'g') {
      problems.push(`use a non-breaking space before "${match[2]}"`);
    }
  }
  // Formal "vy" is written lower-case inside a sentence ("pošleme vám"), capital only at its start.
  const capitalVy =
    /(?<=[\p{Ll},;:][ \u00a0])(Vy|Vás|Vám|Vámi|Váš|Vaše|Vaši|Vaší|Vašeho|Vašemu|Vašem|Vaším|Vašich|Vašim|Vašimi)(?!\p{L})/gu;
  for (const match of text.matchAll(capitalVy)) {
    problems.push(`write "${match[1].toLowerCase()}" in lower case inside a sentence`);
  }
  const oneLetter = new RegExp(`(?<![\\p{L}\\d])([${CS_ONE_LETTER_WORDS}]) `, 'gu');
  for (const match of text.matchAll(oneLetter)) {
    problems.push(`use a non-breaking space after "${match[1]}"`);
  }
  const vocalised: [RegExp, string][] = [
    [/(?<!\p{L})([kK])[ \u00a0]+([kg]\p{L}*|[zsšž][bcčdfghjklmnpqrřstvwxzž]\p{L}*|mn\p{L}*)/gu, 'ke'],
    [/(?<!\p{L})([sS])[ \u00a0]+([szšž]\p{L}*)/gu, 'se'],
    [/(?<!\p{L})([vV])[ \u00a0]+([vf]\p{L}*)/gu, 've'],
    [/(?<!\p{L})([zZ])[ \u00a0]+([szšž]\p{L}*)/gu, 'ze'],
  ];
  for (const [pattern, form] of vocalised) {
    for (const match of text.matchAll(pattern)) {
      problems.push(`"${match[1]} ${match[2]}" reads "${form} ${match[2]}"`);
    }
  }
  return problems;
}

/** Every style problem of one catalogue, as "id: problem" lines. */
export function catalogueStyleProblems(locale: StyleLocale, messages: Messages): string[] {
  const problems: string[] = [];
  for (const [id, message] of Object.entries(messages)) {
    const found = [
      countBeforeWord(message),
      ...missingPluralCategories(locale, message),
      ...(locale === 'ro-RO' ? romanianProblems(message) : czechProblems(message)),
    ].filter((problem): problem is string => problem !== undefined);
    problems.push(...found.map((problem) => `${locale} ${id}: ${problem}`));
  }
  return problems;
}
