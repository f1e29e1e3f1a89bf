import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';

// The selector's texts. They travel with the selector, not with shared-ui's boot catalogue: a remote
// that shows the selector spreads them into its own catalogue (`...deviceSelectorMessages[locale]`).
export const deviceSelectorMessages = {
  'cs-CZ': {
    'ui.deviceSelector.legend': 'Vaše zařízení',
    'ui.deviceSelector.product_type': 'Typ zařízení',
    'ui.deviceSelector.manufacturer': 'Výrobce',
    'ui.deviceSelector.product_model': 'Model',
    'ui.deviceSelector.product_color': 'Barva',
    'ui.deviceSelector.choose.product_type': 'Vyberte typ zařízení',
    'ui.deviceSelector.choose.manufacturer': 'Vyberte výrobce',
    'ui.deviceSelector.choose.product_model': 'Vyberte model',
    'ui.deviceSelector.needs.manufacturer': 'Nejprve vyberte typ zařízení.',
    'ui.deviceSelector.needs.product_model': 'Nejprve vyberte výrobce.',
    'ui.deviceSelector.needs.product_color': 'Nejprve vyberte model.',
    'ui.deviceSelector.loading.product_type': 'Načítáme typy zařízení…',
    'ui.deviceSelector.loading.manufacturer': 'Načítáme výrobce…',
    'ui.deviceSelector.loading.product_model': 'Načítáme modely…',
    'ui.deviceSelector.loading.product_color': 'Načítáme barvy…',
    'ui.deviceSelector.empty': 'Zde zatím není z\u00a0čeho vybírat.',
  },
  'ro-RO': {
    'ui.deviceSelector.legend': 'Dispozitivul dumneavoastră',
    'ui.deviceSelector.product_type': 'Tipul dispozitivului',
    'ui.deviceSelector.manufacturer': 'Producător',
    'ui.deviceSelector.product_model': 'Model',
    'ui.deviceSelector.product_color': 'Culoare',
    'ui.deviceSelector.choose.product_type': 'Alegeți tipul dispozitivului',
    'ui.deviceSelector.choose.manufacturer': 'Alegeți producătorul',
    'ui.deviceSelector.choose.product_model': 'Alegeți modelul',
    'ui.deviceSelector.needs.manufacturer': 'Alegeți mai întâi tipul dispozitivului.',
    'ui.deviceSelector.needs.product_model': 'Alegeți mai întâi producătorul.',
    'ui.deviceSelector.needs.product_color': 'Alegeți mai întâi modelul.',
    'ui.deviceSelector.loading.product_type': 'Se încarcă tipurile de dispozitive…',
    'ui.deviceSelector.loading.manufacturer': 'Se încarcă producătorii…',
    'ui.deviceSelector.loading.product_model': 'Se încarcă modelele…',
    'ui.deviceSelector.loading.product_color': 'Se încarcă culorile…',
    'ui.deviceSelector.empty': 'Momentan nu există opțiuni de ales aici.',
  },
} satisfies Record<Locale, Messages>;
