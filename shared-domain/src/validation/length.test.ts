import { textSchema, validateMaxLength, validateMinLength } from './length.ts';

describe('length validators', () => {
  it('count trimmed characters', () => {
    expect(validateMinLength('abc', 3)).toBeNull();
    expect(validateMinLength(' ab ', 3)).toBe('minLength');
    expect(validateMaxLength('abc', 3)).toBeNull();
    expect(validateMaxLength('abcd', 3)).toBe('maxLength');
    expect(validateMaxLength(' abc ', 3)).toBeNull();
  });

  it('count an accented letter or an emoji once', () => {
    expect(validateMaxLength('řeč😀', 4)).toBeNull();
    expect(validateMinLength('😀😀', 3)).toBe('minLength');
  });

  it('leave empty input to the required rule', () => {
    expect(validateMinLength('', 3)).toBeNull();
    expect(validateMaxLength('', 3)).toBeNull();
  });
});

describe('textSchema', () => {
  it('reports the bound with the code', () => {
    const note = textSchema({ minLength: 2, maxLength: 5 });
    expect(note.parse(' ahoj ')).toBe('ahoj');
    expect(note.safeParse('a').error?.issues[0]).toMatchObject({
      message: 'minLength',
      params: { minlength: 2 },
    });
    expect(note.safeParse('abcdef').error?.issues[0]).toMatchObject({
      message: 'maxLength',
      params: { maxlength: 5 },
    });
    expect(
      textSchema()
        .safeParse(' ')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['required']);
  });
});
