import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders, BrowserRouter, createShopStore, Link, Route, Routes, useLocation } from 'shared-ui';
import csCZ from '../messages/cs-CZ.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

function EditForm() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  return (
    <form>
      <h1>Úprava kategorie</h1>
      <label>
        Název
        <input onChange={() => setDirty(true)} />
      </label>
      <button type="button" onClick={() => setDirty(false)}>
        Uložit
      </button>
      <Link to="/seznam">Seznam</Link>
      <Link to="/formular?tab=2">Druhá záložka</Link>
    </form>
  );
}

function Where() {
  return <output aria-label="adresa">{useLocation().pathname}</output>;
}

function renderApp() {
  const user = userEvent.setup();
  render(
    <AppProviders
      store={createShopStore()}
      boot={{ shop: 'cz', locale: 'cs-CZ', currency: 'CZK' }}
      messages={csCZ}
    >
      <BrowserRouter>
        <Where />
        <Routes>
          <Route path="/seznam" element={<Link to="/formular">Upravit</Link>} />
          <Route path="/formular" element={<EditForm />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
  return user;
}

const where = () => screen.getByRole('status', { name: 'adresa' }).textContent;
const confirm = jest.spyOn(window, 'confirm');

beforeEach(() => {
  window.history.replaceState(null, '', '/seznam');
  confirm.mockReset();
});

/** From the list into the form, then a change: the form is dirty. */
async function openDirtyForm() {
  const user = renderApp();
  await user.click(screen.getByRole('link', { name: 'Upravit' }));
  await user.type(screen.getByRole('textbox', { name: 'Název' }), 'Telefony');
  return user;
}

describe('useUnsavedChanges', () => {
  it('lets a clean form go without asking', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'Upravit' }));
    await user.click(screen.getByRole('link', { name: 'Seznam' }));
    expect(where()).toBe('/seznam');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a link leaves a dirty form, and stays when told to', async () => {
    const user = await openDirtyForm();
    confirm.mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Seznam' }));
    expect(confirm).toHaveBeenCalledWith('Máte neuložené změny. Opravdu chcete stránku opustit?');
    expect(where()).toBe('/formular');
    expect(screen.getByRole('textbox', { name: 'Název' })).toHaveValue('Telefony');
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Seznam' }));
    expect(where()).toBe('/seznam');
  });

  it('does not ask for another tab of the same page, nor once the form is saved', async () => {
    const user = await openDirtyForm();
    await user.click(screen.getByRole('link', { name: 'Druhá záložka' }));
    expect(screen.getByRole('textbox', { name: 'Název' })).toHaveValue('Telefony');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await user.click(screen.getByRole('link', { name: 'Seznam' }));
    expect(where()).toBe('/seznam');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks on the back button and walks forward again when the user stays', async () => {
    await openDirtyForm();
    confirm.mockReturnValue(false);
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe('/formular'));
    expect(where()).toBe('/formular');
    expect(screen.getByRole('textbox', { name: 'Název' })).toHaveValue('Telefony');
    confirm.mockReturnValue(true);
    window.history.back();
    await waitFor(() => expect(where()).toBe('/seznam'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks the browser to confirm a reload or closing the tab', async () => {
    await openDirtyForm();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
