import type {
  SelectedChoices,
  SelectorChoice,
  ServiceOperation,
  ServiceOperations,
  ServiceSearchItem,
  ServiceSelectorData,
} from 'shared-domain';
import { type SelectorLevel, selectorLevels } from 'shared-domain/buyout';
import { createSelector, createSlice, type PayloadAction, rootReducer, type WithSlice } from 'shared-ui';

// The service start page's state: the product choices, the operations of the chosen device with the
// "show more" flag and the customer's ticks, and what the smart search picked. The search
// suggestions themselves stay in RTK Query's cache, keyed by the term (server data is never copied
// into a slice); the slice keeps what the customer chose from them.

export type OperationsStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ServiceState {
  selected: SelectedChoices;
  operations: ServiceOperations | null;
  operationsStatus: OperationsStatus;
  /** "Show more" was pressed: every operation is listed, not only the first 7. */
  expanded: boolean;
  chosenOperationIds: number[];
  /** The suggestion the customer picked; its model is what the operations are for. */
  searchProduct: ServiceSearchItem | null;
  /** The search box's placeholder: the picked device's name once one is picked. */
  placeholder: string | null;
  /** The selection URL of the picked suggestion (down to the model). */
  searchUrl: string | null;
}

export const nothingSelected: SelectedChoices = {
  product_type: null,
  manufacturer: null,
  product_model: null,
  product_color: null,
};

export function initialServiceState(): ServiceState {
  return {
    selected: nothingSelected,
    operations: null,
    operationsStatus: 'idle',
    expanded: false,
    chosenOperationIds: [],
    searchProduct: null,
    placeholder: null,
    searchUrl: null,
  };
}

/** Another device: its operations start collapsed and unticked. */
function forgetOperations(state: ServiceState) {
  state.operations = null;
  state.operationsStatus = 'idle';
  state.expanded = false;
  state.chosenOperationIds = [];
}

function forgetSearch(state: ServiceState) {
  state.searchProduct = null;
  state.placeholder = null;
  state.searchUrl = null;
}

/** Operations that came with selector data; a colour without them counts as a failed load. */
function showSelectorData(
  state: ServiceState,
  data: Pick<ServiceSelectorData, 'selected_choices' | 'operations'>,
) {
  state.selected = data.selected_choices;
  forgetOperations(state);
  state.operations = data.operations;
  if (data.operations) state.operationsStatus = 'loaded';
  else if (data.selected_choices.product_color) state.operationsStatus = 'error';
}

export const serviceSlice = createSlice({
  name: 'service',
  initialState: initialServiceState,
  reducers: {
    /** A choice at one level clears every later level and the operations. */
    choiceSelected(state, action: PayloadAction<{ level: SelectorLevel; choice: SelectorChoice | null }>) {
      const { level, choice } = action.payload;
      state.selected[level] = choice;
      for (const later of selectorLevels.slice(selectorLevels.indexOf(level) + 1))
        state.selected[later] = null;
      forgetOperations(state);
      forgetSearch(state);
      if (level === 'product_color' && choice) state.operationsStatus = 'loading';
    },
    /** A deep link or the back button: the whole selection at once, from the start aggregate. */
    selectionRestored(
      state,
      action: PayloadAction<Pick<ServiceSelectorData, 'selected_choices' | 'operations'>>,
    ) {
      forgetSearch(state);
      showSelectorData(state, action.payload);
    },
    operationsRequested(state) {
      state.operationsStatus = 'loading';
    },
    operationsLoaded(state, action: PayloadAction<ServiceOperations>) {
      state.operations = action.payload;
      state.operationsStatus = 'loaded';
      const offered = new Set(action.payload.operations.map((operation) => operation.id));
      state.chosenOperationIds = state.chosenOperationIds.filter((id) => offered.has(id));
    },
    operationsFailed(state) {
      state.operations = null;
      state.operationsStatus = 'error';
    },
    /** A suggestion was picked: the selector is replaced by the model's selection once it loads. */
    searchProductChosen(state, action: PayloadAction<ServiceSearchItem>) {
      forgetOperations(state);
      state.selected = nothingSelected;
      state.searchProduct = action.payload;
      state.placeholder = action.payload.name;
      state.searchUrl = action.payload.url;
      state.operationsStatus = 'loading';
    },
    searchProductLoaded(state, action: PayloadAction<ServiceSelectorData>) {
      showSelectorData(state, action.payload);
      state.searchUrl = action.payload.url;
    },
    operationToggled(state, action: PayloadAction<{ id: number; chosen: boolean }>) {
      const { id, chosen } = action.payload;
      const others = state.chosenOperationIds.filter((chosenId) => chosenId !== id);
      state.chosenOperationIds = chosen ? [...others, id] : others;
    },
    operationsExpanded(state) {
      state.expanded = true;
    },
  },
  selectors: {
    selectService: (state) => state,
    // Memoized: a new array on every call would re-render the summary on any change.
    selectChosenOperations: createSelector(
      [(state: ServiceState) => state.operations, (state: ServiceState) => state.chosenOperationIds],
      (operations, ids): ServiceOperation[] =>
        operations?.operations.filter((operation) => ids.includes(operation.id)) ?? [],
    ),
  },
});

declare module 'shared-ui' {
  interface LazyLoadedSlices extends WithSlice<typeof serviceSlice> {}
}

/** Injected when the remote's routes load. */
export const injectedServiceSlice = serviceSlice.injectInto(rootReducer);
export const serviceActions = serviceSlice.actions;
export const serviceSelectors = injectedServiceSlice.selectors;
