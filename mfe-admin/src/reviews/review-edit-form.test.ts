import { checkReviewEdit, reviewEditValuesOf } from './review-edit-form.ts';
import { adminReview } from './testing/review-fixtures.ts';

const review = adminReview(7);

describe('the review edit form', () => {
  it('starts from the review as it is', () => {
    expect(reviewEditValuesOf(review)).toEqual({
      rating: '4',
      pros: 'Výdrž baterie',
      cons: 'Cena',
      text: 'Telefon funguje skvěle, fotky jsou ostré i večer.',
      full_name: 'Jana Nováková',
    });
  });

  it('has nothing to send when only spaces around a text changed', () => {
    const values = { ...reviewEditValuesOf(review), text: `  ${review.text}  `, pros: 'Výdrž baterie ' };
    expect(checkReviewEdit(values, review, 'cs-CZ')).toEqual({ ok: true, changes: null });
  });

  it('sends only the changed fields, trimmed, the rating as a number', () => {
    const values = { ...reviewEditValuesOf(review), rating: '2', cons: '', full_name: ' Jana N. ' };
    expect(checkReviewEdit(values, review, 'cs-CZ')).toEqual({
      ok: true,
      changes: { rating: 2, cons: '', full_name: 'Jana N.' },
    });
  });

  it('explains the schema’s rules at their fields, in the shop’s language', () => {
    const values = { ...reviewEditValuesOf(review), text: 'Krátké', full_name: '' };
    expect(checkReviewEdit(values, review, 'cs-CZ')).toEqual({
      ok: false,
      errors: { text: 'Zadejte alespoň 10 znaků.', full_name: 'Tato hodnota je požadována.' },
    });
    expect(checkReviewEdit(values, review, 'ro-RO')).toEqual({
      ok: false,
      errors: { text: 'Introduceți cel puțin 10 caractere.', full_name: 'Această valoare este obligatorie.' },
    });
  });
});
