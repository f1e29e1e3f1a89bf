import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ScanRequest, ScanResult, StationState } from 'shared-domain/contracts/staff.ts';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import remote from '../routes.tsx';
import { scanCzech } from '../scanner/scanner-keys.ts';
import { packingOrderState, STATION, scanResult, stationState } from './packing-fixtures.ts';

function WarehouseRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

let station: StationState;
let scans: ScanRequest[];
let answer: (request: ScanRequest) => ScanResult | Response;
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: warehouse })),
  http.get('/api/new/warehouse/packing/stations/:id', () => HttpResponse.json(station)),
  http.post('/api/new/warehouse/packing/scans', async ({ request }) => {
    const body = (await request.json()) as ScanRequest;
    scans.push(body);
    const result = answer(body);
    return result instanceof Response ? result : HttpResponse.json(result);
  }),
  http.get('/api/new/warehouse/orders/:number/invoice', ({ params }) =>
    HttpResponse.json({
      orderNumber: params.number,
      state: 'created',
      number: 'FV2026001',
      sentAt: '2026-11-26T10:00:00Z',
      canResend: true,
    }),
  ),
);

beforeEach(() => {
  localStorage.setItem('warehouse.packingStationId', STATION);
  station = stationState();
  scans = [];
  answer = (request) =>
    scanResult({ outcome: 'ok', message: `Přijato ${request.code}`, code: request.code, state: station });
});

async function renderStation() {
  const view = renderWithProviders(<WarehouseRoutes />, {
    messages: csCZ,
    initialEntries: ['/sklad/baleni'],
  });
  await screen.findByRole('heading', { level: 1, name: 'Balení' });
  await screen.findByRole('heading', { name: 'Postup' });
  return view;
}

const message = () => screen.getByRole('status', { name: 'Poslední sken' });

describe('packing station', () => {
  it('sends a Czech-layout scan as the right code and shows the server message', async () => {
    answer = (request) =>
      scanResult({
        outcome: 'crate_empty',
        message: 'Crate does not contain any order',
        code: request.code,
        state: station,
      });
    await renderStation();
    expect(message()).toHaveTextContent('Naskenujte bednu.');
    act(() => scanCzech('BOX-01'));
    expect(await screen.findByText('Crate does not contain any order')).toBeInTheDocument();
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatchObject({ stationId: STATION, code: 'BOX-01' });
    expect(scans[0].scanId).toMatch(/^[0-9a-f-]{36}$/);
    expect(message().closest('[data-tone]')).toHaveAttribute('data-tone', 'attention');
  });

  it('holds a code scanned while the station loads and sends it once the station is shown', async () => {
    renderWithProviders(<WarehouseRoutes />, { messages: csCZ, initialEntries: ['/sklad/baleni'] });
    await screen.findByRole('heading', { level: 1, name: 'Balení' });
    expect(screen.queryByRole('heading', { name: 'Postup' })).not.toBeInTheDocument();
    act(() => scanCzech('BOX-01'));
    expect(await screen.findByText('Přijato BOX-01')).toBeInTheDocument();
    expect(scans.map((scan) => scan.code)).toEqual(['BOX-01']);
  });

  it('reads digits typed on the Czech digit row and shows the new state', async () => {
    answer = (request) =>
      scanResult({ outcome: 'ok', message: 'Kus přidán.', code: request.code, state: packingOrderState() });
    await renderStation();
    act(() => scanCzech('8594001234567'));
    expect(await screen.findByText('Kus přidán.')).toBeInTheDocument();
    expect(scans.map((scan) => scan.code)).toEqual(['8594001234567']);
    expect(screen.getByRole('heading', { name: /Objednávka 2026000123/ })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Nabíječka/ });
    expect(within(row).getByText('0 z 2')).toBeInTheDocument();
  });

  it('does not capture typing in the manual field; Enter sends it once', async () => {
    const { user } = await renderStation();
    const field = screen.getByLabelText('Kód zadaný ručně');
    await user.type(field, 'SGS25');
    expect(scans).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Přijato SGS25')).toBeInTheDocument();
    expect(scans.map((scan) => scan.code)).toEqual(['SGS25']);
    expect(field).toHaveValue('');
  });

  it('undoes the last scan with Backspace, but not while typing in a field', async () => {
    station = packingOrderState();
    const { user } = await renderStation();
    expect(screen.getByText(/klávesa Backspace/)).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('Kód zadaný ručně'), { key: 'Backspace', code: 'Backspace' });
    expect(scans).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'Backspace', code: 'Backspace' });
    expect(await screen.findByText('Přijato CMD-UNDO')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vrátit poslední sken' }));
    await screen.findAllByText('Přijato CMD-UNDO');
    expect(scans.map((scan) => scan.code)).toEqual(['CMD-UNDO', 'CMD-UNDO']);
    expect(new Set(scans.map((scan) => scan.scanId)).size).toBe(2);
  });

  it('skips only after the confirmation, sending the command confirmed', async () => {
    station = packingOrderState();
    const { user } = await renderStation();
    await user.click(screen.getByRole('button', { name: 'Přeskočit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Přeskočit tuto objednávku?' });
    expect(scans).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Přeskočit' }));
    expect(await screen.findByText('Přijato CMD-SKIP')).toBeInTheDocument();
    expect(scans).toEqual([expect.objectContaining({ code: 'CMD-SKIP', confirmed: true })]);
  });

  it('cancels the order after a confirmation', async () => {
    station = packingOrderState();
    const { user } = await renderStation();
    await user.click(screen.getByRole('button', { name: 'Zrušit objednávku' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Zrušit tuto objednávku?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit objednávku' }));
    await screen.findByText('Přijato CMD-CANCEL');
    expect(scans).toEqual([expect.objectContaining({ code: 'CMD-CANCEL', confirmed: true })]);
  });

  it('takes over a crate leased elsewhere after a confirmation', async () => {
    answer = (request) =>
      request.confirmed
        ? scanResult({
            outcome: 'ok',
            message: 'Bedna převzata.',
            code: request.code,
            state: packingOrderState(),
          })
        : scanResult({
            outcome: 'crate_leased',
            message: 'Bednu balí jiné místo.',
            code: request.code,
            state: station,
          });
    const { user } = await renderStation();
    act(() => scanCzech('BOX-01'));
    await screen.findByText('Bednu balí jiné místo.');
    await user.click(screen.getByRole('button', { name: 'Převzít bednu' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Převzít bednu od\u00a0jiného balicího místa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Převzít bednu' }));
    await screen.findByText('Bedna převzata.');
    expect(scans.map(({ code, confirmed }) => ({ code, confirmed }))).toEqual([
      { code: 'BOX-01', confirmed: undefined },
      { code: 'BOX-01', confirmed: true },
    ]);
  });

  it('submits a serial taken elsewhere only with a reason', async () => {
    station = packingOrderState({ step: 'scan_serial', awaitingSerialFor: 7 });
    answer = (request) =>
      request.forceReason
        ? scanResult({ outcome: 'ok', message: 'Sériové číslo přijato.', code: request.code })
        : scanResult({
            outcome: 'serial_taken',
            message: 'Sériové číslo už je přiřazené.',
            code: request.code,
          });
    const { user } = await renderStation();
    expect(screen.getByText('čeká na IMEI', { exact: false })).toBeInTheDocument();
    act(() => scanCzech('356938035643809'));
    await screen.findByText('Sériové číslo už je přiřazené.');
    await user.click(screen.getByRole('button', { name: 'Přesto odeslat' }));
    const dialog = screen.getByRole('dialog', { name: 'Sériové číslo je přiřazené jinde' });
    await user.click(within(dialog).getByRole('button', { name: 'Přesto odeslat' }));
    expect(within(dialog).getByText('Napište důvod (alespoň 3 znaky).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Proč ho přesto použít/), 'Reklamace, vrácený kus');
    await user.click(within(dialog).getByRole('button', { name: 'Přesto odeslat' }));
    await screen.findByText('Sériové číslo přijato.');
    expect(scans[1]).toMatchObject({ code: '356938035643809', forceReason: 'Reklamace, vrácený kus' });
  });

  it('sends a scan that got no answer again with the same scanId', async () => {
    let calls = 0;
    answer = (request) => {
      calls += 1;
      return calls <= 3
        ? HttpResponse.error()
        : scanResult({ outcome: 'ok', message: 'Kus přidán.', code: request.code, state: station });
    };
    const { user } = await renderStation();
    act(() => scanCzech('SGS25'));
    const retry = await screen.findByRole('button', { name: 'Odeslat SGS25 znovu' }, { timeout: 8000 });
    await user.click(retry);
    await screen.findByText('Kus přidán.');
    expect(scans).toHaveLength(4);
    expect(new Set(scans.map((scan) => scan.scanId)).size).toBe(1);
  });

  it('links the label and slip of a finished package, with tracking, test mode and the invoice', async () => {
    station = packingOrderState({
      step: 'finished',
      package: {
        id: 41,
        state: 'finished',
        carrier: 'PPL',
        trackingNumber: 'TEST123456',
        testMode: true,
        labelUrl: '/api/new/warehouse/packages/41/label.pdf',
        slipUrl: '/api/new/warehouse/packages/41/slip.pdf',
      },
    });
    await renderStation();
    expect(screen.getByRole('link', { name: 'Štítek dopravce (PDF)' })).toHaveAttribute(
      'href',
      '/api/new/warehouse/packages/41/label.pdf',
    );
    expect(screen.getByRole('link', { name: 'Dodací list (PDF)' })).toHaveAttribute(
      'href',
      '/api/new/warehouse/packages/41/slip.pdf',
    );
    expect(screen.getByText('Číslo zásilky: TEST123456')).toBeInTheDocument();
    expect(screen.getByText(/Testovací režim/)).toBeInTheDocument();
    expect(await screen.findByText(/Faktura je vystavená/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Znovu odeslat fakturu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Předat dopravci' })).toBeEnabled();
  });
});
