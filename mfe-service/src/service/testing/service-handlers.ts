import { HttpResponse, http } from 'msw';
import {
  type SelectedChoices,
  type SelectorChoice,
  type ServiceOperations,
  type ServiceSelectorData,
  type ShopCode,
  shops,
} from 'shared-domain';
import { selectionPath } from 'shared-domain/buyout';
import { PLACES_PATH } from 'shared-ui/places';
import { places } from 'shared-ui/testing.ts';
import { SERVICE_API, SERVICE_START_PATH } from '../../service-api.ts';
import { catalogue, deviceNames, nothingSelected, operationsOf } from './service-fixtures.ts';

/** What the handlers saw: "GET /path?query" per request. */
export interface ServiceApiLog {
  requests: string[];
}

function urlOf(shop: ShopCode, selected: SelectedChoices): string {
  return selectionPath(
    shop,
    {
      type: selected.product_type?.seo_name,
      manufacturer: selected.manufacturer?.seo_name,
      model: selected.product_model?.seo_name,
      colour: selected.product_color?.seo_name,
    },
    'service',
  );
}

const findIn = (list: SelectorChoice[] | undefined, match: (choice: SelectorChoice) => boolean) =>
  list?.find(match) ?? null;

/** The selection a set of slugs names, each level only if it belongs under the previous one. */
function resolve(query: URLSearchParams): SelectedChoices {
  const type = findIn(catalogue.product_type, (c) => c.seo_name === query.get('type'));
  const manufacturer = type
    ? findIn(catalogue.manufacturer[type.id], (c) => c.seo_name === query.get('manufacturer'))
    : null;
  const model =
    type && manufacturer
      ? findIn(
          catalogue.product_model[`${type.id}/${manufacturer.id}`],
          (c) => c.seo_name === query.get('model'),
        )
      : null;
  const colour = model
    ? findIn(catalogue.product_color[model.id], (c) => c.seo_name === query.get('colour'))
    : null;
  return { product_type: type, manufacturer, product_model: model, product_color: colour };
}

/** The selection down to a model (and a colour of it). */
function selectionOfModel(modelId: number, colourId?: number): SelectedChoices {
  for (const [key, models] of Object.entries(catalogue.product_model)) {
    const [typeId, makerId] = key.split('/').map(Number);
    const model = models.find((choice) => choice.id === modelId);
    if (model)
      return {
        product_type: catalogue.product_type.find((choice) => choice.id === typeId)!,
        manufacturer: catalogue.manufacturer[typeId].find((choice) => choice.id === makerId)!,
        product_model: model,
        product_color: findIn(catalogue.product_color[model.id], (c) => c.id === colourId),
      };
  }
  return nothingSelected;
}

function modelOfColour(colourId: number): number | null {
  const entry = Object.entries(catalogue.product_color).find(([, colours]) =>
    colours.some((colour) => colour.id === colourId),
  );
  return entry ? Number(entry[0]) : null;
}

export function operationsFor(shop: ShopCode, selected: SelectedChoices): ServiceOperations | null {
  const model = selected.product_model;
  if (!model) return null;
  return {
    url: urlOf(shop, selected),
    device: {
      model_id: model.id,
      colour_id: selected.product_color?.id ?? null,
      name: deviceNames[model.id],
      colour: selected.product_color?.name ?? null,
    },
    operations: operationsOf(model.id, shops[shop].currency),
  };
}

export function selectorDataFor(shop: ShopCode, selected: SelectedChoices): ServiceSelectorData {
  const { product_type: type, manufacturer, product_model: model, product_color: colour } = selected;
  return {
    selected_choices: selected,
    choices: {
      product_type: catalogue.product_type,
      manufacturer: type ? (catalogue.manufacturer[type.id] ?? []) : [],
      product_model:
        type && manufacturer ? (catalogue.product_model[`${type.id}/${manufacturer.id}`] ?? []) : [],
      product_color: model ? (catalogue.product_color[model.id] ?? []) : [],
    },
    operations: colour ? operationsFor(shop, selected) : null,
    url: urlOf(shop, selected),
  };
}

/** The service start page's endpoints as the api and the bff answer them, for one shop. */
export function serviceApiHandlers(shop: ShopCode, log: ServiceApiLog) {
  const record = (request: Request) => {
    const url = new URL(request.url);
    log.requests.push(`${request.method} ${url.pathname}${url.search}`);
    return url.searchParams;
  };
  const choicesAnswer = (choices: SelectorChoice[], selected: SelectedChoices) =>
    HttpResponse.json({ choices, url: urlOf(shop, selected) });
  return [
    // The centre lists below the selector and on the booking page are not under test here, nor is
    // the booking form a test may end on (it asks who is signed in to prefill the contact).
    http.get(PLACES_PATH, () => HttpResponse.json(places)),
    http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
    http.get(`${SERVICE_API}/centres/`, () => HttpResponse.json({ centres: [] })),
    http.get(SERVICE_START_PATH, ({ request }) => {
      const selected = resolve(record(request));
      return HttpResponse.json({
        selector: selectorDataFor(shop, selected),
        centres: places.filter((place) => place.kind === 'service'),
      });
    }),
    http.get(`${SERVICE_API}/product-types/`, ({ request }) => {
      record(request);
      return choicesAnswer(catalogue.product_type, nothingSelected);
    }),
    http.get(`${SERVICE_API}/manufacturers/`, ({ request }) => {
      const type = Number(record(request).get('type'));
      const product_type = findIn(catalogue.product_type, (c) => c.id === type);
      return choicesAnswer(catalogue.manufacturer[type] ?? [], { ...nothingSelected, product_type });
    }),
    http.get(`${SERVICE_API}/models/`, ({ request }) => {
      const query = record(request);
      const type = Number(query.get('type'));
      const maker = Number(query.get('manufacturer'));
      return choicesAnswer(catalogue.product_model[`${type}/${maker}`] ?? [], {
        ...nothingSelected,
        product_type: findIn(catalogue.product_type, (c) => c.id === type),
        manufacturer: findIn(catalogue.manufacturer[type], (c) => c.id === maker),
      });
    }),
    http.get(`${SERVICE_API}/colours/`, ({ request }) => {
      const model = Number(record(request).get('model'));
      return choicesAnswer(catalogue.product_color[model] ?? [], selectionOfModel(model));
    }),
    http.get(`${SERVICE_API}/operations/:colourId/`, ({ request, params }) => {
      record(request);
      const colourId = Number(params.colourId);
      const model = modelOfColour(colourId);
      if (model === null)
        return HttpResponse.json(
          { type: 'not_found', code: 'colour_not_found', message: 'No such colour.' },
          { status: 404 },
        );
      return HttpResponse.json(operationsFor(shop, selectionOfModel(model, colourId)));
    }),
    http.get(`${SERVICE_API}/search/`, ({ request }) => {
      const term = record(request).get('term') ?? '';
      const words = term.toLowerCase().split(/\s+/).filter(Boolean);
      const items = Object.entries(deviceNames)
        .filter(([, name]) => words.every((word) => name.toLowerCase().includes(word)))
        .map(([modelId, name]) => ({
          model_id: Number(modelId),
          name,
          product_type: 'Mobilní telefony',
          url: urlOf(shop, selectionOfModel(Number(modelId))),
        }));
      return HttpResponse.json({ items });
    }),
    http.get(`${SERVICE_API}/search/product-data/`, ({ request }) => {
      const model = Number(record(request).get('model'));
      const selected = selectionOfModel(model);
      return HttpResponse.json({
        ...selectorDataFor(shop, selected),
        operations: operationsFor(shop, selected),
      });
    }),
  ];
}
