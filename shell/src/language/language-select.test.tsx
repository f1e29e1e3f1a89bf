import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../layout/header.tsx';
import { FakeRemotes, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { useLanguage } from './language-context.tsx';
import { LanguageSelect } from './language-select.tsx';

function HeaderWithLanguage() {
  const { locale, changeLocale } = useLanguage();
  return <Header languageSelect={<LanguageSelect value={locale} onChange={changeLocale} />} />;
}

describe('language select', () => {
  beforeEach(() => localStorage.clear());

  it('switches the frame to the chosen language and remembers the choice', async () => {
    const user = userEvent.setup();
    const remotes = new FakeRemotes({});
    render(
      <ShellTestFrame loader={remotes} path="/">
        <HeaderWithLanguage />
      </ShellTestFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(nav).toHaveTextContent('Výkup');

    await user.selectOptions(screen.getByLabelText('Jazyk'), 'Română');
    expect(screen.getByRole('navigation', { name: 'Navigare principală' })).toHaveTextContent('Răscumpărare');
    expect(document.documentElement.lang).toBe('ro');
    expect(localStorage.getItem('shop:locale')).toBe('ro-RO');
  });
});
