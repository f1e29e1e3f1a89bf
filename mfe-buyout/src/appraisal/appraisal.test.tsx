import { screen, waitFor, within } from '@testing-library/react';
import { setupTestServer } from 'shared-ui/testing.ts';
import { type BuyoutApiLog, buyoutApiHandlers } from '../testing/buyout-handlers.ts';
import { answer, answerAsNew, pricePanel, renderBuyout } from '../testing/render-buyout.tsx';

const log: BuyoutApiLog = { requests: [], sentToEmail: [] };
const server = setupTestServer(...buyoutApiHandlers('cz', log));

const DEEP_LINK = '/vykup/telefony/apple/iphone-13/midnight';

async function openAppraisal(url = DEEP_LINK, shop: 'cz' | 'ro' = 'cz') {
  const rendered = renderBuyout(url, shop);
  await screen.findByRole('region', { name: /Vaše nabídka|Oferta dumneavoastră/ });
  return rendered;
}

const question = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
/** "label value" of each line of the price panel. */
const priceLines = () =>
  within(pricePanel())
    .queryAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('appraisal form and live price', () => {
  it('asks each question as a labelled radio group with its help, the later ones behind the first two', async () => {
    await openAppraisal();
    const first = question('Zapne se zařízení');
    expect(first.tagName).toBe('FIELDSET');
    expect(first).toHaveAccessibleName('1. Zapne se zařízení?');
    expect(first).toHaveAccessibleDescription('Podržte tlačítko napájení alespoň 10 sekund.');
    expect(
      within(first)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Ano, zapne se', 'Ne, nezapne se']);
    expect(question('Funguje displej')).toBeEnabled();
    for (const later of [
      'Jak vypadá displej',
      'Jak vypadá tělo',
      'originální nabíječku',
      'kapacita baterie',
    ]) {
      expect(question(later)).toBeDisabled();
    }
    expect(question('Jak vypadá displej')).toHaveAccessibleDescription(
      'Prohlédněte displej pod světlem. Tato otázka se zpřístupní, až odpovíte na první dvě.',
    );
    expect(screen.getByRole('textbox', { name: 'Poznámka k\u00a0zařízení (nepovinné)' })).toHaveAttribute(
      'maxlength',
      '500',
    );
  });

  it('is answered with the keyboard: space picks an answer, the arrow keys change it', async () => {
    const { user } = await openAppraisal();
    screen.getByRole('radio', { name: 'Ano, zapne se' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Ano, zapne se' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Ne, nezapne se' })).toBeChecked();
    expect(pricePanel()).toHaveTextContent('Toto zařízení bohužel nemůžeme vykoupit.');
  });

  it('asks for every answer before showing a price, with both actions disabled', async () => {
    const { user } = await openAppraisal();
    expect(pricePanel()).toHaveTextContent(
      'Odpovězte na všechny otázky a uvidíte nabízenou cenu. Zbývá 6 otázek.',
    );
    expect(
      within(pricePanel())
        .getByText(/Odpovězte/)
        .closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    await answer(user, 'Zapne se zařízení', 'Ano, zapne se');
    await answer(user, 'Funguje displej', 'Ano, bez vady');
    expect(question('Jak vypadá displej')).toBeEnabled();
    expect(pricePanel()).toHaveTextContent('Zbývají 4 otázky.');
    expect(screen.getByRole('button', { name: 'Poslat nabídku e-mailem' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prodat online' })).toBeDisabled();
  });

  it('prices the answers: grade, base price, total and validity', async () => {
    const { user } = await openAppraisal();
    await answerAsNew(user);
    expect(priceLines()).toEqual([
      'Stav A+ Jako nové – bez známek používání',
      'Cena ve stavu A+ 10\u00a0000\u00a0Kč',
      'Nabízíme 10\u00a0000\u00a0Kč',
    ]);
    expect(pricePanel()).toHaveTextContent('Nabídka platí do 5. 12. 2026.');
    expect(screen.getByRole('button', { name: 'Poslat nabídku e-mailem' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Prodat online' })).toBeEnabled();
  });

  it('changes the grade and the price as an answer changes, one line per price correction', async () => {
    const { user } = await openAppraisal();
    await answerAsNew(user);
    await answer(user, 'Jak vypadá tělo', 'Viditelné oděrky');
    expect(priceLines()).toEqual([
      'Stav B Dobrý stav – viditelné známky používání',
      'Cena ve stavu B 7\u00a0000\u00a0Kč',
      'Nabízíme 7\u00a0000\u00a0Kč',
    ]);
    await answer(user, 'originální nabíječku', 'Ne');
    expect(priceLines()).toEqual([
      'Stav B Dobrý stav – viditelné známky používání',
      'Cena ve stavu B 7\u00a0000\u00a0Kč',
      'Přiložíte originální nabíječku: Ne −\u00a0200\u00a0Kč',
      'Nabízíme 6\u00a0800\u00a0Kč',
    ]);
  });

  it('raises a low price to the minimal buyout price and says so', async () => {
    const { user } = await openAppraisal();
    await answerAsNew(user);
    await answer(user, 'Jak vypadá displej', 'Hluboké škrábance');
    await answer(user, 'originální nabíječku', 'Ne');
    await answer(user, 'kapacita baterie', 'Méně než 80 %');
    expect(priceLines()).toEqual([
      'Stav C Opotřebované – výrazné škrábance nebo oděrky',
      'Cena ve stavu C 4\u00a0000\u00a0Kč',
      'Jak vypadá displej: Hluboké škrábance −\u00a0500\u00a0Kč',
      'Přiložíte originální nabíječku: Ne −\u00a0200\u00a0Kč',
      'Jaká je kapacita baterie: Méně než 80 % −\u00a0300\u00a0Kč',
      'Navýšeno na minimální výkupní cenu 3\u00a0500\u00a0Kč',
      'Nabízíme 3\u00a0500\u00a0Kč',
    ]);
  });

  it('says the device cannot be bought when the gate closes, and disables the rest', async () => {
    const { user } = await openAppraisal();
    await answerAsNew(user);
    await answer(user, 'Zapne se zařízení', 'Ne, nezapne se');
    expect(pricePanel()).toHaveTextContent('Toto zařízení bohužel nemůžeme vykoupit.');
    expect(pricePanel()).toHaveTextContent(
      'Podle odpovědí na první dvě otázky zařízení nesplňuje podmínky online výkupu.',
    );
    expect(within(pricePanel()).getByRole('link', { name: 'Výkupní centra' })).toHaveAttribute(
      'href',
      '/vykup/vykupni-centra',
    );
    expect(question('Jak vypadá tělo')).toBeDisabled();
    expect(question('Jak vypadá tělo')).toHaveAccessibleDescription(
      'Rámeček a zadní strana. Podle předchozích odpovědí už tato otázka není potřeba.',
    );
    expect(screen.getByRole('button', { name: 'Prodat online' })).toBeDisabled();
  });

  it('says the device cannot be bought when its grade has no price', async () => {
    const { user } = await openAppraisal();
    await answerAsNew(user);
    await answer(user, 'Jak vypadá tělo', 'Promáčknuté nebo prasklé');
    expect(pricePanel()).toHaveTextContent('Toto zařízení bohužel nemůžeme vykoupit.');
    expect(pricePanel()).toHaveTextContent('Pro zařízení ve stavu D nemáme výkupní cenu.');
    expect(screen.getByRole('button', { name: 'Poslat nabídku e-mailem' })).toBeDisabled();
  });

  it('opens the send-to-email form and moves the focus there; closes it again', async () => {
    const { user } = await openAppraisal();
    await answerAsNew(user);
    const toggle = screen.getByRole('button', { name: 'Poslat nabídku e-mailem' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Poslat nabídku e-mailem' });
    expect(toggle).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveFocus();
    expect(within(region).getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Poslat nabídku e-mailem' })).not.toBeInTheDocument();
  });

  it('opens the sell-online part and closes both when the answers stop giving a price', async () => {
    const { user } = await openAppraisal();
    await answerAsNew(user);
    await user.click(screen.getByRole('button', { name: 'Prodat online' }));
    expect(screen.getByRole('button', { name: 'Prodat online' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Prodat online' })).toHaveFocus();
    await answer(user, 'Funguje displej', 'Ne, displej je rozbitý');
    expect(screen.queryByRole('region', { name: 'Prodat online' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prodat online' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the note in the state the requests are made from', async () => {
    const { user, store } = await openAppraisal();
    await user.type(
      screen.getByRole('textbox', { name: 'Poznámka k\u00a0zařízení (nepovinné)' }),
      'Bez krabice',
    );
    expect(store.getState().buyout?.note).toBe('Bez krabice');
  });

  it('prices in Lei in the Romanian shop', async () => {
    server.use(...buyoutApiHandlers('ro', log));
    const { user } = await openAppraisal('/rascumparare/telefony/apple/iphone-13/midnight', 'ro');
    expect(pricePanel()).toHaveTextContent('Mai rămân 6 întrebări.');
    await answerAsNew(user);
    await answer(user, 'originální nabíječku', 'Ne');
    await waitFor(() =>
      expect(priceLines()).toEqual([
        'Stare A+ Ca nou – fără urme de utilizare',
        'Preț pentru starea A+ 10.000\u00a0Lei',
        'Přiložíte originální nabíječku: Ne −\u00a0200\u00a0Lei',
        'Vă oferim 9.800\u00a0Lei',
      ]),
    );
    expect(pricePanel()).toHaveTextContent('Oferta este valabilă până la 5 dec. 2026.');
  });
});
