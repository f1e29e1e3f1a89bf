import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { LookupForm, type LookupValues } from './lookup-form.tsx';

const labels = {
  number: 'Číslo výkupu',
  numberHint: 'Najdete ho v potvrzovacím e-mailu.',
  email: 'E-mail',
  emailHint: 'Adresa z formuláře výkupu.',
  submit: 'Zjistit stav',
  searching: 'Hledáme výkup…',
};

// The remote's own rules: here a number of digits only and an e-mail with an at sign.
function validate({ number, email }: LookupValues) {
  return {
    number: /^\d+$/.test(number.trim()) ? undefined : 'Zadejte číslo.',
    email: email.includes('@') ? undefined : 'Zadejte e-mail.',
  };
}

function renderForm(options: { initial?: LookupValues; isSearching?: boolean } = {}) {
  const onSearch = jest.fn();
  const { user } = renderWithProviders(
    <LookupForm
      initial={options.initial ?? { number: '', email: '' }}
      labels={labels}
      validate={validate}
      onSearch={onSearch}
      isSearching={options.isSearching ?? false}
    />,
  );
  return { user, onSearch };
}

describe('LookupForm', () => {
  it('searches with the number and e-mail the customer typed', async () => {
    const { user, onSearch } = renderForm();
    const number = screen.getByRole('textbox', { name: 'Číslo výkupu' });
    expect(number).toHaveAccessibleDescription('Najdete ho v potvrzovacím e-mailu.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Adresa z formuláře výkupu.',
    );
    await user.type(number, '12345');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zjistit stav' }));
    expect(onSearch).toHaveBeenCalledWith({ number: '12345', email: 'jana@example.cz' });
  });

  it('says at each wrong field what is wrong, focuses the first one and sends nothing', async () => {
    const { user, onSearch } = renderForm({ initial: { number: '', email: 'jana' } });
    await user.click(screen.getByRole('button', { name: 'Zjistit stav' }));
    const number = screen.getByRole('textbox', { name: 'Číslo výkupu' });
    expect(number).toHaveFocus();
    expect(number).toBeInvalid();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Zadejte číslo.'));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte e-mail.'),
    );
    expect(onSearch).not.toHaveBeenCalled();

    // Typing into a field takes its error away.
    await user.type(number, '7');
    expect(number).toBeValid();
  });

  it('checks a filled-in field as soon as the customer leaves it, but not an empty one', async () => {
    const { user } = renderForm();
    const number = screen.getByRole('textbox', { name: 'Číslo výkupu' });
    await user.click(number);
    await user.tab();
    expect(number).not.toHaveAccessibleDescription(expect.stringContaining('Zadejte číslo.'));
    await user.type(number, 'abc');
    await user.tab();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Zadejte číslo.'));
  });

  it('keeps the button busy while searching, so nothing is sent twice', () => {
    renderForm({ initial: { number: '1', email: 'a@b.cz' }, isSearching: true });
    expect(screen.getByRole('button', { name: /Hledáme výkup…/ })).toBeDisabled();
  });
});
