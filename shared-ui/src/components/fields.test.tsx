import { screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

// A form as the remotes build them: controlled fields, errors from a failed submit.
function ContactForm() {
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState('');
  const [note, setNote] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({
      email: 'Zadejte platný e-mail.',
      country: 'Vyberte zemi.',
      terms: 'Souhlas s podmínkami je povinný.',
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label="E-mail"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        hint="Pošleme na něj potvrzení."
        error={errors.email}
      />
      <SelectField
        label="Země"
        placeholder="Vyberte…"
        options={[
          { value: 'CZ', label: 'Česko' },
          { value: 'SK', label: 'Slovensko' },
        ]}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        error={errors.country}
      />
      <TextAreaField label="Poznámka" value={note} onChange={(e) => setNote(e.target.value)} />
      <CheckboxField
        label="Souhlasím s obchodními podmínkami"
        checked={terms}
        onChange={(e) => setTerms(e.target.checked)}
        error={errors.terms}
      />
      <button type="submit">Odeslat</button>
    </form>
  );
}

describe('form fields', () => {
  it('label their controls and describe them with the hint', () => {
    renderWithProviders(<ContactForm />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription('Pošleme na něj potvrzení.');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Země' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' })).not.toBeChecked();
  });

  it('keep what the user typed and show each error next to its field', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana@example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Země' }), 'SK');
    await user.type(screen.getByRole('textbox', { name: 'Poznámka' }), 'Volejte po 17. hodině');
    await user.click(screen.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('jana@example');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Zadejte platný e-mail. Pošleme na něj potvrzení.');
    // "Next to the field": the error directly follows the control in its own field group.
    expect(email.parentElement).toHaveTextContent('Zadejte platný e-mail.');

    const country = screen.getByRole('combobox', { name: 'Země' });
    expect(country).toHaveValue('SK');
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription('Vyberte zemi.');

    expect(screen.getByRole('textbox', { name: 'Poznámka' })).toHaveValue('Volejte po 17. hodině');

    const terms = screen.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' });
    expect(terms).toBeChecked();
    expect(terms).toHaveAccessibleDescription('Souhlas s podmínkami je povinný.');
  });

  it('keeps a describedby the caller set', () => {
    renderWithProviders(
      <>
        <p id="rules">Nejméně 8 znaků.</p>
        <TextField label="Heslo" type="password" aria-describedby="rules" error="Heslo je příliš krátké." />
      </>,
    );
    expect(screen.getByLabelText('Heslo')).toHaveAccessibleDescription(
      'Heslo je příliš krátké. Nejméně 8 znaků.',
    );
  });

  it('uses the id it is given', () => {
    renderWithProviders(<TextField id="customer-email" label="E-mail" error="Povinné pole" />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('id', 'customer-email');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-describedby', 'customer-email-error');
  });
});
