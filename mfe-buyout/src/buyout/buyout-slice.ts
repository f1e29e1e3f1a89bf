import type { AppraisalRequest, BuyoutData, SelectedChoices, SelectorChoice } from 'shared-domain';
import {
  type Appraisal,
  type AppraisalResult,
  appraise,
  BuyoutView,
  type ConditionAnswers,
  type ConditionChoice,
  type ConditionType,
  choicesFromAnswers,
  disabledConditionIds,
  emptyPersonalInfo,
  type PersonalInfoErrors,
  type PersonalInfoField,
  type PersonalInfoValues,
  type SelectorLevel,
  selectorLevels,
} from 'shared-domain/buyout';
import { createSelector, createSlice, type PayloadAction, rootReducer, type WithSlice } from 'shared-ui';

// The buyout flow state and its view bit set. Server data (choices, country options, saved buyouts)
// stays in RTK Query; this slice holds what the customer chose and typed, and the appraisal being
// answered.

export interface ConditionState {
  id: number;
  name: string;
  help: string;
  type: ConditionType;
  choices: ConditionChoice[];
  /** Chosen choice id. */
  value: number | null;
  disabled: boolean;
}

export type AppraisalStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface SendToEmailState {
  email: string;
  errors: { email?: string[]; form?: string[] };
  /** null: not sent yet; true: sent; false: sending failed. */
  sent: boolean | null;
  validUntil: string | null;
}

export interface BuyoutState {
  selected: SelectedChoices;
  deviceConditions: Record<number, ConditionState>;
  /** Condition ids in the order they are asked (the first two are the gate). */
  conditionOrder: number[];
  appraisalResults: Record<number, AppraisalResult>;
  /** Id of the appraisal result matching the answers; null while incomplete or impossible. */
  currentAppraisalResult: number | null;
  appraisalVersion: number | null;
  minimalBuyoutPrice: number | null;
  appraisalPrice: number | null;
  currency: Appraisal['currency'] | null;
  /** Until when a quote made now is honoured. */
  validUntil: string | null;
  appraisalStatus: AppraisalStatus;
  apiErrorMessage: string | null;
  note: string;
  /** Token of an e-mailed quote being reopened: its price is honoured while valid. */
  quoteToken: string | null;
  sendToEmail: SendToEmailState;
  personalInfo: PersonalInfoValues & { errors: PersonalInfoErrors };
  /** View bit set (BuyoutView). */
  mode: number;
  defaultCountryId: number;
}

const emptySelection: SelectedChoices = {
  product_type: null,
  manufacturer: null,
  product_model: null,
  product_color: null,
};

const emptySendToEmail: SendToEmailState = { email: '', errors: {}, sent: null, validUntil: null };

export function initialBuyoutState(defaultCountryId = 1): BuyoutState {
  return {
    selected: emptySelection,
    deviceConditions: {},
    conditionOrder: [],
    appraisalResults: {},
    currentAppraisalResult: null,
    appraisalVersion: null,
    minimalBuyoutPrice: null,
    appraisalPrice: null,
    currency: null,
    validUntil: null,
    appraisalStatus: 'idle',
    apiErrorMessage: null,
    note: '',
    quoteToken: null,
    sendToEmail: emptySendToEmail,
    personalInfo: { ...emptyPersonalInfo(defaultCountryId), errors: {} },
    mode: 0,
    defaultCountryId,
  };
}

/** The appraisal in the shape shared-domain's rules read, rebuilt from the slice. */
export function appraisalOf(state: BuyoutState): Appraisal | null {
  if (state.appraisalVersion === null || state.currency === null) return null;
  return {
    appraisal_result: Object.values(state.appraisalResults),
    device_conditions: state.conditionOrder.map((id) => {
      const { value: _value, disabled: _disabled, ...condition } = state.deviceConditions[id];
      return condition;
    }),
    version: state.appraisalVersion,
    minimal_buyout_price: state.minimalBuyoutPrice ?? 0,
    currency: state.currency,
    valid_until: state.validUntil ?? '',
  };
}

export function answersOf(state: BuyoutState): ConditionAnswers {
  const answers: Record<number, number> = {};
  for (const id of state.conditionOrder) {
    const value = state.deviceConditions[id].value;
    if (value !== null) answers[id] = value;
  }
  return answers;
}

/**
 * The appraisal part of a send-to-email or sell-online request: the colour, the price-list
 * version and the answers; null until an appraisal is loaded. The server recomputes the price.
 */
export function appraisalRequestOf(state: BuyoutState): AppraisalRequest | null {
  const colour = state.selected.product_color;
  if (!colour || state.appraisalVersion === null) return null;
  const note = state.note.trim();
  return {
    device_identifier: colour.id,
    appraisal_version: state.appraisalVersion,
    device_condition_choices: choicesFromAnswers(answersOf(state)),
    ...(note ? { note } : {}),
    ...(state.quoteToken ? { quote: state.quoteToken } : {}),
  };
}

/** Recomputes quality, price and the disabled questions from the answers (shared-domain rules). */
function recalculate(state: BuyoutState) {
  const appraisal = appraisalOf(state);
  if (!appraisal) return;
  const answers = answersOf(state);
  const disabled = new Set(disabledConditionIds(appraisal, answers));
  for (const id of state.conditionOrder) state.deviceConditions[id].disabled = disabled.has(id);
  const outcome = appraise(appraisal, answers);
  state.currentAppraisalResult = outcome.status === 'priced' ? outcome.breakdown.resultId : null;
  state.appraisalPrice = outcome.status === 'priced' ? outcome.price : null;
  // Without a current result there is nothing to sell or send.
  if (state.currentAppraisalResult === null) {
    state.mode &= ~(BuyoutView.sendToEmailVisible | BuyoutView.sellOnlineVisible);
  }
}

/** What follows a change of the selection or the appraisal: the forms start over. */
function resetAppraisalAndForms(state: BuyoutState) {
  const fresh = initialBuyoutState(state.defaultCountryId);
  Object.assign(state, {
    deviceConditions: fresh.deviceConditions,
    conditionOrder: fresh.conditionOrder,
    appraisalResults: fresh.appraisalResults,
    currentAppraisalResult: null,
    appraisalVersion: null,
    minimalBuyoutPrice: null,
    appraisalPrice: null,
    currency: null,
    validUntil: null,
    appraisalStatus: 'idle',
    apiErrorMessage: null,
    note: '',
    quoteToken: null,
    sendToEmail: fresh.sendToEmail,
    personalInfo: fresh.personalInfo,
    mode: 0,
  });
}

export const buyoutSlice = createSlice({
  name: 'buyout',
  initialState: initialBuyoutState,
  reducers: {
    /** The shop is known when the remote mounts: the default country follows it. */
    shopEntered(state, action: PayloadAction<{ defaultCountryId: number }>) {
      state.defaultCountryId = action.payload.defaultCountryId;
      if (state.personalInfo.country === '' || state.mode === 0) {
        state.personalInfo.country = String(action.payload.defaultCountryId);
        state.personalInfo.altCountry = String(action.payload.defaultCountryId);
      }
    },
    /** A choice at one level clears every later level, the appraisal and both forms. */
    choiceSelected(state, action: PayloadAction<{ level: SelectorLevel; choice: SelectorChoice | null }>) {
      const index = selectorLevels.indexOf(action.payload.level);
      state.selected[action.payload.level] = action.payload.choice;
      for (const later of selectorLevels.slice(index + 1)) state.selected[later] = null;
      resetAppraisalAndForms(state);
      if (action.payload.level === 'product_color' && action.payload.choice)
        state.appraisalStatus = 'loading';
    },
    /** A deep link or reload: the whole selection at once, from "GET selector data". */
    selectionRestored(state, action: PayloadAction<SelectedChoices>) {
      state.selected = action.payload;
      resetAppraisalAndForms(state);
      if (action.payload.product_color) state.appraisalStatus = 'loading';
    },
    appraisalRequested(state) {
      state.appraisalStatus = 'loading';
      state.apiErrorMessage = null;
    },
    appraisalLoaded(state, action: PayloadAction<Appraisal>) {
      const appraisal = action.payload;
      state.conditionOrder = appraisal.device_conditions.map((condition) => condition.id);
      state.deviceConditions = Object.fromEntries(
        appraisal.device_conditions.map((condition) => [
          condition.id,
          { ...condition, value: state.deviceConditions[condition.id]?.value ?? null, disabled: false },
        ]),
      );
      state.appraisalResults = Object.fromEntries(
        appraisal.appraisal_result.map((result) => [result.id, result]),
      );
      state.appraisalVersion = appraisal.version;
      state.minimalBuyoutPrice = appraisal.minimal_buyout_price;
      state.currency = appraisal.currency;
      state.validUntil = appraisal.valid_until;
      state.appraisalStatus = 'loaded';
      state.apiErrorMessage = null;
      state.mode |= BuyoutView.buyoutVisible;
      recalculate(state);
    },
    /** `message`: the server's message on a 400, otherwise null (the screen shows the generic error text). */
    appraisalFailed(state, action: PayloadAction<{ message: string | null }>) {
      resetAppraisalAndForms(state);
      state.appraisalStatus = 'error';
      state.apiErrorMessage = action.payload.message;
    },
    conditionAnswered(state, action: PayloadAction<{ conditionId: number; choiceId: number }>) {
      const condition = state.deviceConditions[action.payload.conditionId];
      if (!condition || condition.disabled) return;
      if (!condition.choices.some((choice) => choice.id === action.payload.choiceId)) return;
      condition.value = action.payload.choiceId;
      // An offer already e-mailed described the old answers; the form may send the new ones.
      state.sendToEmail.sent = null;
      recalculate(state);
    },
    /** Answers of an e-mailed quote being reopened. */
    answersRestored(state, action: PayloadAction<{ answers: ConditionAnswers; quoteToken: string | null }>) {
      for (const id of state.conditionOrder) {
        const value = action.payload.answers[id];
        const condition = state.deviceConditions[id];
        condition.value =
          value !== undefined && condition.choices.some((choice) => choice.id === value) ? value : null;
      }
      state.quoteToken = action.payload.quoteToken;
      recalculate(state);
    },
    noteChanged(state, action: PayloadAction<string>) {
      state.note = action.payload;
    },
    sendToEmailToggled(state, action: PayloadAction<boolean>) {
      if (action.payload && state.currentAppraisalResult === null) return;
      state.mode = action.payload
        ? state.mode | BuyoutView.sendToEmailVisible
        : state.mode & ~BuyoutView.sendToEmailVisible;
    },
    sellOnlineToggled(state, action: PayloadAction<boolean>) {
      if (action.payload && state.currentAppraisalResult === null) return;
      state.mode = action.payload
        ? state.mode | BuyoutView.sellOnlineVisible
        : state.mode & ~BuyoutView.sellOnlineVisible;
    },
    emailChanged(state, action: PayloadAction<string>) {
      state.sendToEmail.email = action.payload;
      state.sendToEmail.errors = {};
      state.sendToEmail.sent = null;
    },
    emailErrorsFound(state, action: PayloadAction<SendToEmailState['errors']>) {
      state.sendToEmail.errors = action.payload;
    },
    emailSent(state, action: PayloadAction<{ validUntil: string }>) {
      state.sendToEmail.sent = true;
      state.sendToEmail.errors = {};
      state.sendToEmail.validUntil = action.payload.validUntil;
    },
    /** `errors`: field errors of a 400; sending failures set `sent` to false. */
    emailFailed(state, action: PayloadAction<{ errors?: SendToEmailState['errors'] }>) {
      if (action.payload.errors) {
        state.sendToEmail.errors = action.payload.errors;
        state.sendToEmail.sent = null;
      } else {
        state.sendToEmail.sent = false;
      }
    },
    personalInfoChanged(
      state,
      action: PayloadAction<{ field: Exclude<PersonalInfoField, 'pickupAltAddress'>; value: string }>,
    ) {
      state.personalInfo[action.payload.field] = action.payload.value;
      delete state.personalInfo.errors[action.payload.field];
    },
    pickupAltAddressToggled(state, action: PayloadAction<boolean>) {
      state.personalInfo.pickupAltAddress = action.payload;
    },
    personalInfoErrorsFound(state, action: PayloadAction<PersonalInfoErrors>) {
      state.personalInfo.errors = action.payload;
    },
    /** A saved buyout opened by id: everything read-only (bit 8). */
    reviewOpened(state, action: PayloadAction<BuyoutData>) {
      const data = action.payload;
      resetAppraisalAndForms(state);
      state.selected = {
        product_type: data.product_type_choice,
        manufacturer: data.manufacturer_choice,
        product_model: data.product_model_choice,
        product_color: data.product_color_choice,
      };
      state.conditionOrder = data.device_conditions.map((condition) => condition.id);
      const answers = new Map(
        data.conditions_appraisal_result.map((answer) => [answer.condition, answer.value]),
      );
      state.deviceConditions = Object.fromEntries(
        data.device_conditions.map((condition) => [
          condition.id,
          { ...condition, value: answers.get(condition.id) ?? null, disabled: true },
        ]),
      );
      state.appraisalResults = { [data.appraisal_result.id]: data.appraisal_result };
      state.currentAppraisalResult = data.appraisal_result.id;
      state.appraisalVersion = data.version;
      state.minimalBuyoutPrice = data.minimal_buyout_price;
      state.appraisalPrice = data.price;
      state.currency = data.currency;
      state.appraisalStatus = 'loaded';
      state.mode = BuyoutView.buyoutVisible | BuyoutView.reviewMode;
    },
    buyoutClosed(state) {
      resetAppraisalAndForms(state);
      state.selected = emptySelection;
    },
  },
  selectors: {
    selectBuyout: (state) => state,
    selectMode: (state) => state.mode,
    /** Valid, and the device counts as selected, only with a current appraisal result. */
    selectIsAppraisalValid: (state) => state.currentAppraisalResult !== null,
    selectIsDeviceSelected: (state) => state.currentAppraisalResult !== null,
    // Memoized: a new array on every call would re-render every question on any change.
    selectConditions: createSelector(
      [(state: BuyoutState) => state.conditionOrder, (state: BuyoutState) => state.deviceConditions],
      (order, conditions) => order.map((id) => conditions[id]),
    ),
  },
});

declare module 'shared-ui' {
  interface LazyLoadedSlices extends WithSlice<typeof buyoutSlice> {}
}

/** Injected when the remote's routes load. */
export const injectedBuyoutSlice = buyoutSlice.injectInto(rootReducer);
export const buyoutActions = buyoutSlice.actions;
export const buyoutSelectors = injectedBuyoutSlice.selectors;
