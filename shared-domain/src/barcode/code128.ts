/**
 * Code 128 (code set B) encoder with no dependencies: the warehouse prints command barcodes with it
 * and the api draws carrier labels with it. Returns module widths, alternating bar/space and starting
 * with a bar, so any renderer (SVG, PDF) only has to lay them out left to right.
 */

// Bar/space widths of symbol values 0–105 (ISO/IEC 15417). Every symbol is 11 modules wide.
const symbolWidths = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
];
// The stop symbol carries its 2-module termination bar, so it is 13 modules in 7 widths.
const stopWidths = '2331112';
export const code128StartB = 104;
const checksumModulus = 103;

/** Code set B covers printable ASCII: space (32) to tilde (126); value = char code − 32. */
export function isCode128BText(text: string): boolean {
  return (
    text.length > 0 &&
    [...text].every((char) => {
      const code = char.charCodeAt(0);
      return char.length === 1 && code >= 32 && code <= 126;
    })
  );
}

/** Symbol values of `text` in code set B, with the start and the mod-103 checksum (no stop). */
export function code128Values(text: string): number[] {
  if (!isCode128BText(text)) {
    throw new RangeError('Code 128 set B encodes printable ASCII only');
  }
  const data = [...text].map((char) => char.charCodeAt(0) - 32);
  // The start counts with weight 1, each data symbol with its 1-based position.
  const weighted = data.reduce((sum, value, index) => sum + value * (index + 1), code128StartB);
  return [code128StartB, ...data, weighted % checksumModulus];
}

/** Alternating bar/space module widths (bar first) of the whole symbol, stop included. */
export function code128Modules(text: string): number[] {
  const widths =
    code128Values(text)
      .map((value) => symbolWidths[value])
      .join('') + stopWidths;
  return [...widths].map(Number);
}
