import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import type { SelectedChoices, SelectorChoice } from 'shared-domain';
import type { SelectorLevel } from 'shared-domain/buyout';
import { deviceSelectorMessages } from './device-selector-messages.ts';

const czech = { messages: deviceSelectorMessages['cs-CZ'] };

import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { setupTestServer } from '../testing/test-server.ts';
import { DeviceSelector, type DeviceSelectorProps } from './device-selector.tsx';
import { type DeviceSelectorSeed, withChoice } from './selection.ts';

const phones = { id: 1, name: 'Telefony', seo_name: 'telefony' };
const tablets = { id: 2, name: 'Tablety', seo_name: 'tablety' };
const apple = { id: 10, name: 'Apple', seo_name: 'apple' };
const samsung = { id: 11, name: 'Samsung', seo_name: 'samsung' };
const iphone = { id: 100, name: 'iPhone 13', seo_name: 'iphone-13' };
const iphone14 = { id: 101, name: 'iPhone 14', seo_name: 'iphone-14' };
const ipad = { id: 120, name: 'iPad Air', seo_name: 'ipad-air' };
const midnight = { id: 1000, name: 'Půlnoční', seo_name: 'midnight', hex: '#1f2a36' };
const starlight = { id: 1001, name: 'Hvězdně bílá', seo_name: 'starlight', hex: '#f4efe6' };
const pink = { id: 1002, name: 'Růžová', seo_name: 'pink', hex: 'url(https://evil.example/x.png)' };
const blue = { id: 1010, name: 'Modrá', seo_name: 'blue', hex: '#215e9b' };

const manufacturersByType: Record<string, SelectorChoice[]> = { '1': [apple, samsung], '2': [apple] };
const modelsByTypeAndMaker: Record<string, SelectorChoice[]> = {
  '1/10': [iphone, iphone14],
  '1/11': [],
  '2/10': [ipad],
};
const coloursByModel: Record<string, SelectorChoice[]> = {
  '100': [midnight, starlight, pink],
  '101': [blue],
};
const slugOf: Record<string, string> = { '1': 'telefony', '2': 'tablety', '10': 'apple', '11': 'samsung' };

const requests: string[] = [];

function handlersFor(scope: 'buyout' | 'service', base: string) {
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    return url.searchParams;
  };
  return [
    http.get(`/api/new/${scope}/product-types/`, ({ request }) => {
      record(request);
      return HttpResponse.json({ choices: [phones, tablets], url: base });
    }),
    http.get(`/api/new/${scope}/manufacturers/`, ({ request }) => {
      const type = record(request).get('type')!;
      return HttpResponse.json({ choices: manufacturersByType[type] ?? [], url: `${base}/${slugOf[type]}` });
    }),
    http.get(`/api/new/${scope}/models/`, ({ request }) => {
      const query = record(request);
      const type = query.get('type')!;
      const maker = query.get('manufacturer')!;
      return HttpResponse.json({
        choices: modelsByTypeAndMaker[`${type}/${maker}`] ?? [],
        url: `${base}/${slugOf[type]}/${slugOf[maker]}`,
      });
    }),
    http.get(`/api/new/${scope}/colours/`, ({ request }) => {
      const model = record(request).get('model')!;
      const name = model === '100' ? 'iphone-13' : 'iphone-14';
      return HttpResponse.json({
        choices: coloursByModel[model] ?? [],
        url: `${base}/telefony/apple/${name}`,
      });
    }),
  ];
}

const server = setupTestServer(...handlersFor('buyout', '/vykup'));

beforeEach(() => {
  requests.length = 0;
});

const nothing: SelectedChoices = {
  product_type: null,
  manufacturer: null,
  product_model: null,
  product_color: null,
};

type Reported = [SelectorLevel, SelectorChoice | null, string | null];

/** The parent the selector expects: it owns the selection and clears later levels on each choice. */
function Harness({
  initial = nothing,
  reported,
  ...props
}: Partial<DeviceSelectorProps> & { initial?: SelectedChoices; reported: Reported[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <DeviceSelector
      scope="buyout"
      {...props}
      selected={selected}
      onSelect={(level, choice, url) => {
        reported.push([level, choice, url]);
        setSelected((current) => withChoice(current, level, choice));
      }}
    />
  );
}

const field = (name: string) => screen.getByRole('combobox', { name });

async function chooseUpToModel(user: ReturnType<typeof renderWithProviders>['user']) {
  await waitFor(() => expect(field('Typ zařízení')).toBeEnabled());
  await user.selectOptions(field('Typ zařízení'), 'Telefony');
  await waitFor(() => expect(field('Výrobce')).toBeEnabled());
  await user.selectOptions(field('Výrobce'), 'Apple');
  await waitFor(() => expect(field('Model')).toBeEnabled());
  await user.selectOptions(field('Model'), 'iPhone 13');
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Půlnoční' })).toBeEnabled());
}

describe('DeviceSelector', () => {
  it('loads the chain level by level, each level disabled until the previous one is chosen', async () => {
    // The manufacturers wait until the test lets them through, to see the loading state.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/new/buyout/manufacturers/', async ({ request }) => {
        requests.push(new URL(request.url).pathname + new URL(request.url).search);
        await released;
        return HttpResponse.json({ choices: [apple, samsung], url: '/vykup/telefony' });
      }),
    );
    const reported: Reported[] = [];
    const { user } = renderWithProviders(<Harness reported={reported} />, czech);
    expect(screen.getByRole('group', { name: 'Vaše zařízení' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Načítáme typy zařízení…' })).toBeInTheDocument();
    expect(field('Typ zařízení')).toBeDisabled();
    expect(field('Výrobce')).toBeDisabled();
    expect(field('Výrobce')).toHaveAccessibleDescription('Nejprve vyberte typ zařízení.');
    expect(field('Model')).toHaveAccessibleDescription('Nejprve vyberte výrobce.');
    expect(screen.getByRole('group', { name: 'Barva' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Barva' })).toHaveAccessibleDescription(
      'Nejprve vyberte model.',
    );

    await waitFor(() => expect(field('Typ zařízení')).toBeEnabled());
    expect(
      within(field('Typ zařízení'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vyberte typ zařízení', 'Telefony', 'Tablety']);

    await user.selectOptions(field('Typ zařízení'), 'Telefony');
    // The choice shows at once while the manufacturers load.
    expect(field('Typ zařízení')).toHaveValue('1');
    expect(field('Výrobce')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Načítáme výrobce…' })).toBeInTheDocument();
    expect(reported).toEqual([]);
    release();
    await waitFor(() => expect(field('Výrobce')).toBeEnabled());
    expect(reported).toEqual([['product_type', phones, '/vykup/telefony']]);

    await user.selectOptions(field('Výrobce'), 'Apple');
    await waitFor(() => expect(field('Model')).toBeEnabled());
    await user.selectOptions(field('Model'), 'iPhone 13');
    const colours = screen.getByRole('group', { name: 'Barva' });
    await waitFor(() => expect(colours).toBeEnabled());
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1000', '1001', '1002']);
    await user.click(screen.getByRole('radio', { name: 'Hvězdně bílá' }));
    expect(screen.getByRole('radio', { name: 'Hvězdně bílá' })).toBeChecked();

    expect(reported).toEqual([
      ['product_type', phones, '/vykup/telefony'],
      ['manufacturer', apple, '/vykup/telefony/apple'],
      ['product_model', iphone, '/vykup/telefony/apple/iphone-13'],
      // The colour's URL comes with whatever follows the colour (the appraisal).
      ['product_color', starlight, null],
    ]);
    // One request per level: the choice and the next level share it.
    expect(requests).toEqual([
      '/api/new/buyout/product-types/',
      '/api/new/buyout/manufacturers/?type=1',
      '/api/new/buyout/models/?type=1&manufacturer=10',
      '/api/new/buyout/colours/?model=100',
    ]);
  });

  it('paints each swatch in its colour, but only plain hex colours', async () => {
    const { user } = renderWithProviders(<Harness reported={[]} />, czech);
    await chooseUpToModel(user);
    const swatchOf = (name: string) =>
      screen.getByRole('radio', { name }).parentElement!.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(swatchOf('Půlnoční').style.background).toBe('rgb(31, 42, 54)');
    expect(swatchOf('Růžová').getAttribute('style')).toBeNull();
  });

  it('clears the later levels when an earlier level changes', async () => {
    const reported: Reported[] = [];
    const { user } = renderWithProviders(<Harness reported={reported} />, czech);
    await chooseUpToModel(user);
    await user.click(screen.getByRole('radio', { name: 'Půlnoční' }));

    await user.selectOptions(field('Typ zařízení'), 'Tablety');
    await waitFor(() => expect(reported).toHaveLength(5));
    expect(reported[4]).toEqual(['product_type', tablets, '/vykup/tablety']);
    expect(field('Výrobce')).toHaveValue('');
    expect(field('Model')).toHaveValue('');
    expect(field('Model')).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Barva' })).toBeDisabled();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(within(field('Výrobce')).getAllByRole('option')).toHaveLength(2);
  });

  it('says so when a level has nothing to offer', async () => {
    const { user } = renderWithProviders(<Harness reported={[]} />, czech);
    await waitFor(() => expect(field('Typ zařízení')).toBeEnabled());
    await user.selectOptions(field('Typ zařízení'), 'Telefony');
    await waitFor(() => expect(field('Výrobce')).toBeEnabled());
    await user.selectOptions(field('Výrobce'), 'Samsung');
    await waitFor(() =>
      expect(field('Model')).toHaveAccessibleDescription('Zde zatím není z\u00a0čeho vybírat.'),
    );
    expect(field('Model')).toBeDisabled();
  });

  it('renders a deep link from the seeded lists without a single request', async () => {
    const seed: DeviceSelectorSeed = {
      selected_choices: {
        product_type: phones,
        manufacturer: apple,
        product_model: iphone,
        product_color: midnight,
      },
      choices: {
        product_type: [phones, tablets],
        manufacturer: [apple, samsung],
        product_model: [iphone, iphone14],
        product_color: [midnight, starlight],
      },
    };
    const reported: Reported[] = [];
    const { user } = renderWithProviders(
      <Harness reported={reported} initial={seed.selected_choices} initialChoices={seed} />,
      czech,
    );
    expect(field('Typ zařízení')).toHaveValue('1');
    expect(field('Výrobce')).toHaveValue('10');
    expect(field('Model')).toHaveValue('100');
    expect(screen.getByRole('radio', { name: 'Půlnoční' })).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    // A different model is not in the seed: its colours are loaded.
    await user.selectOptions(field('Model'), 'iPhone 14');
    expect(await screen.findByRole('radio', { name: 'Modrá' })).toBeInTheDocument();
    expect(requests).toEqual(['/api/new/buyout/colours/?model=101']);
    expect(reported).toEqual([['product_model', iphone14, '/vykup/telefony/apple/iphone-14']]);
  });

  it('only logs a failed load: no error is shown and the level offers nothing', async () => {
    server.use(
      http.get('/api/new/buyout/product-types/', () =>
        HttpResponse.json(
          { type: 'not_found', code: 'route_not_found', message: 'No route.' },
          { status: 404 },
        ),
      ),
    );
    const onError = jest.fn();
    renderWithProviders(<Harness reported={[]} onError={onError} />, czech);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 404, data: expect.objectContaining({ code: 'route_not_found' }) }),
      'product_type',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Typ zařízení')).toBeDisabled();
    expect(field('Typ zařízení')).toHaveAccessibleDescription('Zde zatím není z\u00a0čeho vybírat.');
  });

  it('logs to the console by default, and still reports a choice whose next level failed', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      server.use(
        http.get('/api/new/buyout/manufacturers/', () =>
          HttpResponse.json(
            { type: 'validation', code: 'invalid_request', message: 'Bad type.' },
            { status: 400 },
          ),
        ),
      );
      const reported: Reported[] = [];
      const { user } = renderWithProviders(<Harness reported={reported} />, czech);
      await waitFor(() => expect(field('Typ zařízení')).toBeEnabled());
      await user.selectOptions(field('Typ zařízení'), 'Telefony');
      await waitFor(() => expect(reported).toEqual([['product_type', phones, null]]));
      await waitFor(() =>
        expect(consoleError).toHaveBeenCalledWith(
          'Device selector: the manufacturer choices could not be loaded',
          expect.objectContaining({ status: 400 }),
        ),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field('Výrobce')).toBeDisabled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('is operable with the keyboard alone', async () => {
    const reported: Reported[] = [];
    const { user } = renderWithProviders(<Harness reported={reported} />, czech);
    await chooseUpToModel(user);
    await user.click(screen.getByRole('radio', { name: 'Půlnoční' }));
    reported.length = 0;

    field('Typ zařízení').focus();
    await user.tab();
    expect(field('Výrobce')).toHaveFocus();
    await user.tab();
    expect(field('Model')).toHaveFocus();
    await user.tab();
    // Tab enters the radio group at the chosen colour; the arrow keys move between colours.
    expect(screen.getByRole('radio', { name: 'Půlnoční' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Hvězdně bílá' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Hvězdně bílá' })).toBeChecked();
    expect(reported).toEqual([['product_color', starlight, null]]);
  });

  it('asks the service endpoints for the service scope, in Romanian', async () => {
    server.use(...handlersFor('service', '/service'));
    const reported: Reported[] = [];
    const { user } = renderWithProviders(<Harness reported={reported} scope="service" />, {
      shop: 'ro',
      messages: deviceSelectorMessages['ro-RO'],
    });
    await waitFor(() => expect(field('Tipul dispozitivului')).toBeEnabled());
    expect(field('Producător')).toHaveAccessibleDescription('Alegeți mai întâi tipul dispozitivului.');
    await user.selectOptions(field('Tipul dispozitivului'), 'Telefony');
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toEqual(['product_type', phones, '/service/telefony']);
    expect(requests).toEqual(['/api/new/service/product-types/', '/api/new/service/manufacturers/?type=1']);
  });
});
