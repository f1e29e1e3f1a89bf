import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { Alert } from './alert.tsx';
import { EmptyState } from './empty-state.tsx';
import { FormError } from './form-error.tsx';
import { Skeleton, SkeletonText } from './skeleton.tsx';
import { TextField } from './text-field.tsx';

describe('Alert', () => {
  it('interrupts for errors and warnings', () => {
    renderWithProviders(
      <>
        <Alert tone="error" title="Chyba">
          Chyba při načítání kategorií.
        </Alert>
        <Alert tone="warning">Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.</Alert>
      </>,
    );
    const [error, warning] = screen.getAllByRole('alert');
    expect(error).toHaveTextContent('ChybaChyba při načítání kategorií.');
    expect(warning).toHaveTextContent('Musíte vybrat některé produkty');
  });

  it('waits politely for success and info, and can be dismissed', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(
      <Alert tone="success" onDismiss={onDismiss}>
        Úspěšně uloženo.
      </Alert>,
    );
    // The other status region on the page is the toast region of the providers.
    expect(
      screen.getAllByRole('status').filter((el) => el.textContent?.startsWith('Úspěšně uloženo.')),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Zavřít zprávu' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('FormError', () => {
  it('summarises the errors, takes the focus and links to the fields', async () => {
    const { user } = renderWithProviders(
      <form>
        <FormError
          message="Objednávku se nepodařilo odeslat."
          errors={[
            { fieldId: 'email', message: 'Zadejte platný e-mail.' },
            { message: 'Neplatný slevový kód.' },
          ]}
        />
        <TextField id="email" label="E-mail" error="Zadejte platný e-mail." />
      </form>,
      { initialEntries: ['/objednavka'] },
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Formulář obsahuje chyby. Opravte prosím zvýrazněná pole.');
    expect(summary).toHaveTextContent('Objednávku se nepodařilo odeslat.');
    expect(summary).toHaveTextContent('Neplatný slevový kód.');

    await user.click(screen.getByRole('link', { name: 'Zadejte platný e-mail.' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(location.hash).toBe('');
  });

  it('renders nothing without errors', () => {
    renderWithProviders(<FormError errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('is a titled section with its action', () => {
    renderWithProviders(
      <EmptyState title="Košík je prázdný" action={<a href="/">Pokračovat v nákupu</a>}>
        Vyberte si z naší nabídky telefonů.
      </EmptyState>,
    );
    const region = screen.getByRole('region', { name: 'Košík je prázdný' });
    expect(region).toHaveTextContent('Vyberte si z naší nabídky telefonů.');
    expect(screen.getByRole('heading', { level: 2, name: 'Košík je prázdný' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokračovat v nákupu' })).toHaveAttribute('href', '/');
  });
});

describe('Skeleton', () => {
  it('reserves space without adding anything for screen readers', () => {
    const { container } = renderWithProviders(
      <div aria-busy="true">
        <Skeleton variant="rect" width={320} height={240} />
        <SkeletonText lines={2} />
      </div>,
    );
    expect(container).toHaveTextContent('');
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(placeholder).toHaveStyle({ width: '320px', height: '240px' });
  });
});
