import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderService, testRouter } from '../service/testing/render-service.tsx';
import { type ServiceApiLog, serviceApiHandlers } from '../service/testing/service-handlers.ts';
import { SERVICE_API } from '../service-api.ts';

const log: ServiceApiLog = { requests: [] };
const server = setupTestServer(...serviceApiHandlers('cz', log));

const cleanups: (() => void)[] = [];
const afterThis = (cleanup: () => void) => cleanups.push(cleanup);

beforeEach(() => {
  log.requests.length = 0;
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const iphoneBlack = '/servis/telefony/apple/iphone-16/cerna';
const repairs = () => screen.getByRole('list', { name: 'Opravy pro Apple iPhone 16' });
const shownRepairs = () => within(repairs()).getAllByRole('listitem');
const choose = (name: string) => screen.getByRole('checkbox', { name: `Vybrat ${name}` });

describe('operations list', () => {
  it('shows 7 operations with price, duration and parts, then all after "show more"', async () => {
    const { user } = renderService(iphoneBlack);
    await screen.findByRole('heading', { level: 2, name: 'Opravy pro Apple iPhone 16' });
    expect(shownRepairs()).toHaveLength(7);

    const display = within(repairs()).getByRole('listitem', { name: 'Výměna displeje' });
    expect(display).toHaveTextContent('6 490 Kč');
    expect(display).toHaveTextContent('přibližně 1 h 30 min');
    expect(display).toHaveTextContent('Díly skladem');
    expect(within(repairs()).getByRole('listitem', { name: 'Výměna zadního skla' })).toHaveTextContent(
      'přibližně 2 h',
    );
    expect(within(repairs()).getByRole('listitem', { name: 'Výměna zadního skla' })).toHaveTextContent(
      'Díly do 3 dnů',
    );
    expect(within(repairs()).getByRole('listitem', { name: 'Výměna zadní kamery' })).toHaveTextContent(
      'Díly do 1 dne',
    );
    expect(within(repairs()).getByRole('listitem', { name: 'Výměna přední kamery' })).toHaveTextContent(
      'Díly na objednávku',
    );
    expect(screen.queryByText('Diagnostika')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zobrazit další (2)' }));
    expect(shownRepairs()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: /Zobrazit další/ })).not.toBeInTheDocument();
    // The keyboard continues at the first operation the button revealed.
    expect(choose('Obnova softwaru')).toHaveFocus();
  });

  it('starts collapsed again for another device', async () => {
    const { user } = renderService(iphoneBlack);
    await user.click(await screen.findByRole('button', { name: 'Zobrazit další (2)' }));
    expect(shownRepairs()).toHaveLength(9);
    await user.click(choose('Výměna baterie'));

    await user.click(screen.getByRole('radio', { name: 'Bílá' }));
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/apple/iphone-16/bila'));
    await waitFor(() => expect(shownRepairs()).toHaveLength(7));
    expect(screen.getByRole('button', { name: 'Zobrazit další (2)' })).toBeInTheDocument();
    expect(choose('Výměna baterie')).not.toBeChecked();
  });

  it('adds up the chosen operations and books them with the device in the link', async () => {
    const { user } = renderService(iphoneBlack);
    await screen.findByRole('list', { name: 'Opravy pro Apple iPhone 16' });
    const book = screen.getByRole('button', { name: 'Objednat opravu' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription('Vyberte alespoň jednu opravu.');
    const summary = screen.getByRole('region', { name: 'Vybrané opravy' });

    await user.click(choose('Výměna displeje'));
    expect(summary).toHaveTextContent('1 vybraná oprava. Celkem: 6 490 Kč');
    await user.click(choose('Výměna baterie'));
    expect(summary).toHaveTextContent('2 vybrané opravy. Celkem: 8 280 Kč');
    await user.click(choose('Výměna displeje'));
    expect(summary).toHaveTextContent('1 vybraná oprava. Celkem: 1 790 Kč');
    await user.click(choose('Výměna displeje'));

    expect(book).toBeEnabled();
    await user.click(book);
    expect(testRouter.location.pathname).toBe('/servis/objednat');
    expect(testRouter.location.search).toBe('?model=100&colour=1000&operations=1001,1002');
  });

  it('shows a skeleton while the operations load and offers to load them again after a failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    afterThis(() => consoleError.mockRestore());
    let calls = 0;
    let release: () => void = () => {};
    server.use(
      http.get(`${SERVICE_API}/operations/:colourId/`, async () => {
        calls += 1;
        if (calls === 1) {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json(
            { type: 'not_found', code: 'colour_not_found', message: 'No.' },
            { status: 404 },
          );
        }
        return undefined;
      }),
    );
    const { user } = renderService('/servis/telefony/apple/iphone-16');
    await user.click(await screen.findByRole('radio', { name: 'Černá' }));
    const section = await screen.findByRole('region', { name: 'Opravy' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Seznam oprav se nepodařilo načíst.');
    // The URL follows the choice all the same, so a reload tries again.
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/apple/iphone-16/cerna'));
    expect(consoleError).toHaveBeenCalledWith(
      'Service: the operations could not be loaded',
      expect.objectContaining({ status: 404 }),
    );

    await user.click(screen.getByRole('button', { name: 'Zkusit načíst opravy znovu' }));
    expect(await screen.findByRole('list', { name: 'Opravy pro Apple iPhone 16' })).toBeInTheDocument();
  });

  it('speaks Romanian with prices in lei', async () => {
    server.use(...serviceApiHandlers('ro', log));
    const { user } = renderService('/service/telefony/apple/iphone-16/cerna', 'ro');
    const list = await screen.findByRole('list', { name: 'Reparații pentru Apple iPhone 16' });
    const display = within(list).getByRole('listitem', { name: 'Výměna displeje' });
    expect(display).toHaveTextContent('aproximativ 1 h 30 min');
    expect(display).toHaveTextContent('Piese în stoc');
    expect(display).toHaveTextContent(/1\.298\s*lei/i);
    expect(within(list).getByRole('listitem', { name: 'Výměna zadního skla' })).toHaveTextContent(
      'Piese în 3 zile',
    );
    await user.click(screen.getByRole('button', { name: 'Afișați mai multe (2)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await user.click(screen.getByRole('checkbox', { name: 'Alegeți Výměna baterie' }));
    await user.click(screen.getByRole('button', { name: 'Programați reparația' }));
    expect(testRouter.location.pathname).toBe('/service/programare');
    expect(testRouter.location.search).toBe('?model=100&colour=1000&operations=1002');
  });
});
