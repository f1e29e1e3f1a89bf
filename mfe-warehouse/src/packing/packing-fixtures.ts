import type { ScanResult, StationState } from 'shared-domain/contracts/staff.ts';

// Test data: a station in each step, and the api's answer to a scan.
export const STATION = 'station-0001-test';

export function stationState(overrides: Partial<StationState> = {}): StationState {
  return {
    stationId: STATION,
    step: 'scan_crate',
    crate: null,
    crateOrders: [],
    order: null,
    package: null,
    awaitingSerialFor: null,
    pendingCommand: null,
    canUndo: false,
    ...overrides,
  };
}

export function packingOrderState(overrides: Partial<StationState> = {}): StationState {
  return stationState({
    step: 'scan_items',
    crate: { code: 'BOX-01', name: 'Bedna 1' },
    crateOrders: [{ number: '2026000123', packed: false, cancelled: false }],
    order: {
      number: '2026000123',
      deliveryType: 'courier',
      carrier: 'PPL',
      cancelled: false,
      lines: [
        {
          orderItemId: 7,
          name: 'Samsung Galaxy S25',
          code: 'SGS25',
          ean: '8806095000001',
          quantity: 1,
          scanned: 1,
          serialKind: 'imei',
          serials: ['356938035643809'],
        },
        {
          orderItemId: 8,
          name: 'Nabíječka USB-C 25 W',
          code: 'NAB25',
          ean: '8594001234567',
          quantity: 2,
          scanned: 0,
          serialKind: null,
          serials: [],
        },
      ],
    },
    canUndo: true,
    ...overrides,
  });
}

export function scanResult(
  overrides: Partial<ScanResult> & Pick<ScanResult, 'outcome' | 'message'>,
): ScanResult {
  return { code: 'X', state: packingOrderState(), ...overrides };
}
