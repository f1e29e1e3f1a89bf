import { HttpResponse, http } from 'msw';
import {
  areaPaths,
  type SelectedChoices,
  type SelectorChoice,
  type SelectorData,
  type ShopCode,
  shops,
} from 'shared-domain';
import { selectionPath } from 'shared-domain/buyout';
import { BUYOUT_API, BUYOUT_START_PATH } from '../buyout-api.ts';
import {
  appraisalFixture,
  buyoutDataFixture,
  catalogue,
  choiceBySlug,
  nothingSelected,
  quoteFixture,
} from './buyout-fixtures.ts';

/** What the handlers saw: "GET /path?query" per request, and the bodies of the e-mail requests. */
export interface BuyoutApiLog {
  requests: string[];
  sentToEmail: unknown[];
}

function urlOf(shop: ShopCode, selected: SelectedChoices): string {
  return selectionPath(shop, {
    type: selected.product_type?.seo_name,
    manufacturer: selected.manufacturer?.seo_name,
    model: selected.product_model?.seo_name,
    colour: selected.product_color?.seo_name,
  });
}

/** The selection a set of slugs names, each level only if it belongs under the previous one. */
function resolve(query: URLSearchParams): SelectedChoices {
  const type = choiceBySlug('product_type', query.get('type') ?? undefined);
  const within = (list: SelectorChoice[] | undefined, slug: string | null) =>
    list?.find((choice) => choice.seo_name === slug) ?? null;
  const manufacturer = type ? within(catalogue.manufacturer[type.id], query.get('manufacturer')) : null;
  const model =
    type && manufacturer
      ? within(catalogue.product_model[`${type.id}/${manufacturer.id}`], query.get('model'))
      : null;
  const colour = model ? within(catalogue.product_color[model.id], query.get('colour')) : null;
  return { product_type: type, manufacturer, product_model: model, product_color: colour };
}

export function selectorDataFor(shop: ShopCode, selected: SelectedChoices): SelectorData {
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
    appraisal: colour ? appraisalFixture(shops[shop].currency) : null,
    url: urlOf(shop, selected),
  };
}

/** The selection a colour id belongs to. */
function selectionOfColour(colourId: number): SelectedChoices {
  for (const [key, models] of Object.entries(catalogue.product_model)) {
    const [typeId, makerId] = key.split('/').map(Number);
    for (const model of models) {
      const colour = catalogue.product_color[model.id]?.find((choice) => choice.id === colourId);
      if (colour) {
        return {
          product_type: catalogue.product_type.find((choice) => choice.id === typeId)!,
          manufacturer: catalogue.manufacturer[typeId].find((choice) => choice.id === makerId)!,
          product_model: model,
          product_color: colour,
        };
      }
    }
  }
  return nothingSelected;
}

export function countryOptions(shop: ShopCode) {
  const names = shop === 'cz' ? ['Česko', 'Rumunsko', 'Slovensko'] : ['Cehia', 'România', 'Slovacia'];
  return {
    countries: [
      { id: 1, code: 'CZ', name: names[0] },
      { id: 2, code: 'RO', name: names[1] },
      { id: 3, code: 'SK', name: names[2] },
    ],
    default_country: shops[shop].defaultCountryId,
  };
}

/** The buyout's endpoints as the api and the bff answer them, for one shop. */
export function buyoutApiHandlers(shop: ShopCode, log: BuyoutApiLog) {
  const currency = shops[shop].currency;
  const record = (request: Request) => {
    const url = new URL(request.url);
    log.requests.push(`${request.method} ${url.pathname}${url.search}`);
    return url.searchParams;
  };
  const base = areaPaths[shop].buyout;
  return [
    http.get(BUYOUT_START_PATH, ({ request }) => {
      const selected = resolve(record(request));
      return HttpResponse.json({
        selector: selectorDataFor(shop, selected),
        countries: countryOptions(shop),
      });
    }),
    http.get(`${BUYOUT_API}/country-options/`, ({ request }) => {
      record(request);
      return HttpResponse.json(countryOptions(shop));
    }),
    http.get(`${BUYOUT_API}/product-types/`, ({ request }) => {
      record(request);
      return HttpResponse.json({ choices: catalogue.product_type, url: base });
    }),
    http.get(`${BUYOUT_API}/manufacturers/`, ({ request }) => {
      const type = Number(record(request).get('type'));
      const selected = {
        ...nothingSelected,
        product_type: catalogue.product_type.find((c) => c.id === type)!,
      };
      return HttpResponse.json({ choices: catalogue.manufacturer[type] ?? [], url: urlOf(shop, selected) });
    }),
    http.get(`${BUYOUT_API}/models/`, ({ request }) => {
      const query = record(request);
      const type = Number(query.get('type'));
      const maker = Number(query.get('manufacturer'));
      const selected = {
        ...nothingSelected,
        product_type: catalogue.product_type.find((c) => c.id === type)!,
        manufacturer: catalogue.manufacturer[type].find((c) => c.id === maker)!,
      };
      return HttpResponse.json({
        choices: catalogue.product_model[`${type}/${maker}`] ?? [],
        url: urlOf(shop, selected),
      });
    }),
    http.get(`${BUYOUT_API}/colours/`, ({ request }) => {
      const model = Number(record(request).get('model'));
      const colour = catalogue.product_color[model]?.[0];
      const selected = colour ? { ...selectionOfColour(colour.id), product_color: null } : nothingSelected;
      return HttpResponse.json({ choices: catalogue.product_color[model] ?? [], url: urlOf(shop, selected) });
    }),
    http.get(`${BUYOUT_API}/appraisal/:colourId/`, ({ request, params }) => {
      record(request);
      const selected = selectionOfColour(Number(params.colourId));
      return HttpResponse.json({ url: urlOf(shop, selected), appraisal: appraisalFixture(currency) });
    }),
    http.get(`${BUYOUT_API}/quotes/:token/`, ({ request }) => {
      record(request);
      return HttpResponse.json(quoteFixture({ currency, url: `${base}/telefony/apple/iphone-13/midnight` }));
    }),
    http.post(`${BUYOUT_API}/send-to-email/`, async ({ request }) => {
      record(request);
      log.sentToEmail.push(await request.json());
      return HttpResponse.json({ sent: true, valid_until: '2026-12-05T10:00:00.000Z' });
    }),
    http.get(`${BUYOUT_API}/buyouts/:id/`, ({ request }) => {
      record(request);
      return HttpResponse.json(buyoutDataFixture({ currency }));
    }),
  ];
}

/** An api error body as every endpoint sends it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  errors?: Record<string, Record<string, string[]>>,
) {
  const type =
    status === 400 ? 'validation' : status === 404 ? 'not_found' : status === 502 ? 'upstream' : 'internal';
  return HttpResponse.json({ type, code, message, ...(errors ? { errors } : {}) }, { status });
}
