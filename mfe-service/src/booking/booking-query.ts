import type { ServiceOperation, ServiceSelectorData } from 'shared-domain';

// The booking page is opened from the operations list as `?model=&colour=&operations=1,2`; the
// address may be typed, shared or outdated, so nothing in it is trusted until the api confirms it.

export interface BookingQuery {
  modelId: number;
  colourId: number | undefined;
  operationIds: number[];
}

function positiveId(text: string | null): number | undefined {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return undefined;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The device and operations of the address, or null when it cannot name a booking. */
export function parseBookingQuery(params: URLSearchParams): BookingQuery | null {
  const modelId = positiveId(params.get('model'));
  const rawOperations = (params.get('operations') ?? '').split(',').filter((part) => part.trim() !== '');
  const operationIds = rawOperations.map(positiveId);
  if (modelId === undefined || operationIds.length === 0) return null;
  if (operationIds.some((id) => id === undefined)) return null;
  const colour = params.get('colour');
  const colourId = colour === null || colour === '' ? undefined : positiveId(colour);
  if (colour !== null && colour !== '' && colourId === undefined) return null;
  return { modelId, colourId, operationIds: [...new Set(operationIds as number[])] };
}

export interface ChosenDevice {
  name: string;
  colour: string | null;
  operations: ServiceOperation[];
}

/** The operations the address names, in the model's order; null when one of them is not the model's. */
export function chosenDevice(data: ServiceSelectorData, query: BookingQuery): ChosenDevice | null {
  const list = data.operations;
  if (!list) return null;
  const operations = list.operations.filter((operation) => query.operationIds.includes(operation.id));
  if (operations.length !== query.operationIds.length) return null;
  const colour =
    query.colourId === undefined
      ? null
      : (data.choices.product_color.find((choice) => choice.id === query.colourId)?.name ??
        (data.selected_choices.product_color?.id === query.colourId
          ? data.selected_choices.product_color.name
          : null));
  return { name: list.device.name, colour, operations };
}
