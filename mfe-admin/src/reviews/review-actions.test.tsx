import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../masters/testing/render-admin.tsx';
import { adminReview, fakeReviewApi } from './testing/review-fixtures.ts';

const server = setupTestServer(http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })));

function useReviews(...reviews: Parameters<typeof fakeReviewApi>[0]) {
  const fake = fakeReviewApi(reviews);
  server.use(...fake.handlers);
  return fake;
}

/** A toast's text as the live region announces it (the visible copy is hidden from screen readers). */
const announced = (text: string) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });

/** The row of the review by its author's name. */
async function rowOf(author: string) {
  return (await screen.findByText(author, { selector: 'td' })).closest('tr')!;
}

describe('moderating a review', () => {
  it('approves at once, says so, and the review leaves the queue', async () => {
    const fake = useReviews(
      adminReview(7, { full_name: 'Jana Nováková' }),
      adminReview(8, { full_name: 'Petr Svoboda' }),
    );
    const { user } = renderAdmin('/admin/recenze');
    const row = await rowOf('Jana Nováková');

    await user.click(within(row).getByRole('button', { name: 'Schválit' }));

    expect(
      await announced('Recenze od Jana Nováková je schválená a zobrazí se u produktu.'),
    ).toBeInTheDocument();
    expect(fake.approvals).toEqual([7]);
    expect(fake.updates).toEqual([]);
    await screen.findByText('Petr Svoboda', { selector: 'td' });
    expect(await screen.findByText('1 záznam')).toBeInTheDocument();
    expect(screen.queryByText('Jana Nováková', { selector: 'td' })).not.toBeInTheDocument();
    // The pressed button left with its row: focus stays at the grid, on its filter.
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveFocus();
  });

  it('explains a review that can no longer be approved', async () => {
    const fake = useReviews(adminReview(7));
    const { user } = renderAdmin('/admin/recenze');
    const row = await rowOf('Jana Nováková');
    // Someone deleted it meanwhile.
    fake.reviews.delete(7);
    await user.click(within(row).getByRole('button', { name: 'Schválit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Recenzi se nepodařilo změnit');
    expect(alert).toHaveTextContent('Hodnocení nebylo nalezeno.');
    expect(fake.approvals).toEqual([7]);
    // The list is loaded again: the review is gone from it too.
    expect(
      await screen.findByRole('heading', { name: 'Žádné recenze ke\u00a0schválení.' }),
    ).toBeInTheDocument();
  });

  it('asks before rejecting, then sends only the rejected status', async () => {
    const fake = useReviews(adminReview(7, { full_name: 'Jana Nováková' }));
    const { user } = renderAdmin('/admin/recenze');
    const row = await rowOf('Jana Nováková');

    await user.click(within(row).getByRole('button', { name: 'Zamítnout' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Zamítnout recenzi?' });
    expect(dialog).toHaveTextContent(
      'Recenze od Jana Nováková k produktu Apple iPhone 15 128 GB Modrá se na webu nezobrazí.',
    );
    expect(within(dialog).getByRole('button', { name: 'Zrušit' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.updates).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Zamítnout' }));
    dialog = screen.getByRole('alertdialog', { name: 'Zamítnout recenzi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zamítnout recenzi' }));

    expect(await announced('Recenze od Jana Nováková je zamítnutá.')).toBeInTheDocument();
    expect(fake.updates).toEqual([{ id: 7, body: { status: 'rejected' } }]);
    expect(fake.approvals).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Žádné recenze ke\u00a0schválení.' }),
    ).toBeInTheDocument();
  });

  it('checks an edit in the browser and sends only the fields that changed', async () => {
    const fake = useReviews(adminReview(7));
    const { user } = renderAdmin('/admin/recenze');
    await user.click(within(await rowOf('Jana Nováková')).getByRole('button', { name: 'Upravit' }));
    const dialog = screen.getByRole('dialog', { name: 'Upravit recenzi: Apple iPhone 15 128 GB Modrá' });
    const rating = within(dialog).getByRole('combobox', { name: 'Hodnocení' });
    const text = within(dialog).getByRole('textbox', { name: 'Text recenze' });
    const name = within(dialog).getByRole('textbox', { name: 'Jméno a\u00a0příjmení' });
    const save = within(dialog).getByRole('button', { name: 'Uložit recenzi' });
    expect(rating).toHaveValue('4');
    expect(text).toHaveValue('Telefon funguje skvěle, fotky jsou ostré i večer.');
    expect(within(dialog).getByRole('textbox', { name: 'Výhody' })).toHaveValue('Výdrž baterie');
    expect(within(dialog).getByRole('textbox', { name: 'Nevýhody' })).toHaveValue('Cena');
    expect(name).toHaveValue('Jana Nováková');

    await user.clear(text);
    await user.clear(name);
    await user.click(save);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Tato hodnota je požadována.'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Tato hodnota je požadována.'));
    expect(text).toHaveFocus();

    await user.type(text, 'Krátké');
    expect(text).not.toHaveAttribute('aria-invalid');
    await user.click(save);
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Zadejte alespoň 10 znaků.'));
    expect(fake.updates).toEqual([]);

    await user.clear(text);
    await user.type(text, '  Fotky jsou ostré i večer.  ');
    await user.type(name, 'Jana N.');
    await user.selectOptions(rating, '5 hvězdiček');
    await user.click(save);

    expect(await announced('Recenze od Jana Nováková je uložená.')).toBeInTheDocument();
    expect(fake.updates).toEqual([
      { id: 7, body: { rating: 5, text: 'Fotky jsou ostré i večer.', full_name: 'Jana N.' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Jana N.', { selector: 'td' })).toBeInTheDocument();
  });

  it('shows the server’s field error at its field and keeps what staff typed', async () => {
    const fake = useReviews(adminReview(7));
    fake.state.refuseUpdate = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Formulář obsahuje chyby.',
          errors: { form: { full_name: ['Jméno obsahuje nepovolené znaky.'] } },
        },
        { status: 400 },
      );
    const { user } = renderAdmin('/admin/recenze');
    await user.click(within(await rowOf('Jana Nováková')).getByRole('button', { name: 'Upravit' }));
    const dialog = screen.getByRole('dialog', { name: 'Upravit recenzi: Apple iPhone 15 128 GB Modrá' });
    const name = within(dialog).getByRole('textbox', { name: 'Jméno a\u00a0příjmení' });
    const cons = within(dialog).getByRole('textbox', { name: 'Nevýhody' });
    await user.clear(name);
    await user.type(name, 'Jana <b>');
    await user.clear(cons);
    await user.click(within(dialog).getByRole('button', { name: 'Uložit recenzi' }));

    expect(await within(dialog).findByText('Jméno obsahuje nepovolené znaky.')).toBeInTheDocument();
    expect(fake.updates).toEqual([{ id: 7, body: { full_name: 'Jana <b>', cons: '' } }]);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Jméno obsahuje nepovolené znaky.'));
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Jana <b>');
    expect(cons).toHaveValue('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends nothing when nothing changed', async () => {
    const fake = useReviews(adminReview(7));
    const { user } = renderAdmin('/admin/recenze');
    await user.click(within(await rowOf('Jana Nováková')).getByRole('button', { name: 'Upravit' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Výhody' }), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit recenzi' }));
    expect(await announced('Recenzi jste nezměnili, nic jsme neukládali.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.updates).toEqual([]);
  });

  it('moderates in Romanian', async () => {
    const fake = useReviews(
      adminReview(7, { full_name: 'Ioana Popescu', product_name: 'Apple iPhone 15 128 GB Albastru' }),
    );
    const { user } = renderAdmin('/admin/recenzii', 'ro');
    const row = await rowOf('Ioana Popescu');
    await user.click(within(row).getByRole('button', { name: 'Respingeți' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Respingeți recenzia?' });
    expect(dialog).toHaveTextContent(
      'Recenzia de la Ioana Popescu pentru produsul Apple iPhone 15 128 GB Albastru nu va apărea pe site.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Respingeți recenzia' }));
    expect(await announced('Recenzia de la Ioana Popescu este respinsă.')).toBeInTheDocument();
    expect(fake.updates).toEqual([{ id: 7, body: { status: 'rejected' } }]);
    expect(await screen.findByRole('heading', { name: 'Nicio recenzie de aprobat.' })).toBeInTheDocument();
  });

  it('approves in Romanian', async () => {
    const fake = useReviews(adminReview(7, { full_name: 'Ioana Popescu' }));
    const { user } = renderAdmin('/admin/recenzii', 'ro');
    await user.click(within(await rowOf('Ioana Popescu')).getByRole('button', { name: 'Aprobați' }));
    expect(
      await announced('Recenzia de la Ioana Popescu este aprobată și va apărea la produs.'),
    ).toBeInTheDocument();
    expect(fake.approvals).toEqual([7]);
  });
});
