import {
  normalizeTitleBeforeName,
  titleBeforeNameSchema,
  validateTitleBeforeName,
} from './title-before-name.ts';

describe('validateTitleBeforeName', () => {
  it('accepts Latin titles ending with a dot', () => {
    for (const title of [
      'Ing.',
      'Mgr. et Mgr.',
      'prof. MUDr.',
      'Ing. arch.',
      'Ph.D.',
      'doc. Ing.',
      'Bc.',
      'Dr.',
    ]) {
      expect(validateTitleBeforeName(title)).toBeNull();
    }
  });

  it('rejects a missing final dot, other scripts, digits and stray characters', () => {
    for (const title of [
      'Ing',
      'Mgr. et Mgr',
      'Инж.',
      'Ing. Инж.',
      'Ing2.',
      'Ing..',
      '.',
      'Ing., Mgr.',
      'Ing.-Mgr.',
    ]) {
      expect(validateTitleBeforeName(title)).toBe('titleBeforeName');
    }
  });

  it('tolerates extra spaces and leaves empty input to the required rule', () => {
    expect(validateTitleBeforeName('  Mgr.   et  Mgr. ')).toBeNull();
    expect(normalizeTitleBeforeName('  Mgr.   et  Mgr. ')).toBe('Mgr. et Mgr.');
    expect(validateTitleBeforeName('')).toBeNull();
  });

  it('answers quickly on hostile input', () => {
    const started = Date.now();
    expect(validateTitleBeforeName(`${'a.'.repeat(40)}1`)).toBe('titleBeforeName');
    expect(validateTitleBeforeName(`${'a'.repeat(5000)}.`)).toBe('titleBeforeName');
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('titleBeforeNameSchema', () => {
  it('normalises spacing and reports the code', () => {
    expect(titleBeforeNameSchema.parse(' Ing.  arch. ')).toBe('Ing. arch.');
    expect(titleBeforeNameSchema.safeParse('Ing').error?.issues.map((issue) => issue.message)).toEqual([
      'titleBeforeName',
    ]);
  });
});
