import { code128Modules, code128Values, isCode128BText } from './code128.ts';

const startB = [2, 1, 1, 2, 1, 4];
const stop = [2, 3, 3, 1, 1, 1, 2];

describe('code128Modules', () => {
  it('encodes CMD-FINISH with start B, the hand-computed checksum and the stop', () => {
    // Set B values: C=35 M=45 D=36 -=13 F=38 I=41 N=46 I=41 S=51 H=40.
    // 104 + 35·1 + 45·2 + 36·3 + 13·4 + 38·5 + 41·6 + 46·7 + 41·8 + 51·9 + 40·10
    // = 104 + 35 + 90 + 108 + 52 + 190 + 246 + 322 + 328 + 459 + 400 = 2334; 2334 mod 103 = 68.
    expect(code128Values('CMD-FINISH')).toEqual([104, 35, 45, 36, 13, 38, 41, 46, 41, 51, 40, 68]);
    const modules = code128Modules('CMD-FINISH');
    expect(modules.slice(0, 6)).toEqual(startB);
    expect(modules.slice(-7)).toEqual(stop);
    // 'C' (value 35) is 131321, the checksum 68 is 141221.
    expect(modules.slice(6, 12)).toEqual([1, 3, 1, 3, 2, 1]);
    expect(modules.slice(-13, -7)).toEqual([1, 4, 1, 2, 2, 1]);
    // 12 symbols of 11 modules plus the 13-module stop.
    expect(modules.reduce((sum, width) => sum + width, 0)).toBe(12 * 11 + 13);
    expect(modules).toHaveLength(12 * 6 + 7);
  });

  it('keeps every symbol 11 modules wide with an even bar total', () => {
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
    const modules = code128Modules(printable);
    for (let offset = 0; offset < modules.length - 7; offset += 6) {
      const symbol = modules.slice(offset, offset + 6);
      expect(symbol.reduce((sum, width) => sum + width, 0)).toBe(11);
      expect((symbol[0] + symbol[2] + symbol[4]) % 2).toBe(0);
    }
  });

  it('refuses text outside printable ASCII', () => {
    expect(isCode128BText('ŘEZ')).toBe(false);
    expect(isCode128BText('')).toBe(false);
    expect(() => code128Modules('tab\there')).toThrow(RangeError);
  });
});
