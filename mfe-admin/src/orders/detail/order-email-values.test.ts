import { checkEmail, noEmail, wouldLoseText } from './order-email-values.ts';

const delay = { subject: 'Objednávka {number} se zpozdí', body: 'omlouváme se…' };

describe('the custom e-mail values', () => {
  it('lose nothing when the fields are empty, blank or just as the last template filled them', () => {
    expect(wouldLoseText(noEmail, noEmail)).toBe(false);
    expect(wouldLoseText({ subject: '  ', body: '\n' }, noEmail)).toBe(false);
    expect(wouldLoseText(delay, delay)).toBe(false);
  });

  it("lose the staff member's words once they typed or changed anything", () => {
    expect(wouldLoseText({ subject: 'Dotaz', body: '' }, noEmail)).toBe(true);
    expect(wouldLoseText({ ...delay, body: `${delay.body} Děkujeme.` }, delay)).toBe(true);
  });

  it("are checked with the api's rules, trimmed, and refused at their field in the user's language", () => {
    expect(checkEmail({ subject: ' Dotaz ', body: 'Text\n' }, 'cs-CZ')).toEqual({
      ok: true,
      email: { subject: 'Dotaz', body: 'Text' },
    });
    expect(checkEmail({ subject: '', body: 'Text' }, 'cs-CZ')).toEqual({
      ok: false,
      errors: { subject: 'Tato hodnota je požadována.' },
    });
    expect(checkEmail({ subject: 's'.repeat(201), body: 'Text' }, 'ro-RO')).toEqual({
      ok: false,
      errors: { subject: 'Introduceți cel mult 200 de caractere.' },
    });
  });
});
