import type { DeliveryType, PaymentType, Timeslot } from 'shared-domain';
import { createSlice, type PayloadAction, rootReducer, type WithSlice } from 'shared-ui';

// The customer's checkout choices between the cart page and the order form (UI and flow state live
// in a slice, server data in RTK Query). Kept in sessionStorage so a reload or the card gateway's
// round trip does not lose them; prices are never kept here, the api computes them.

export interface DeliveryChoice {
  type: DeliveryType;
  /** Pickup store (type 'store'). */
  storeId?: number;
  timeslot?: Timeslot;
  /** Dispensing place (type 'pickup_point'), with its name for the summary. */
  pickupPointId?: number;
  pickupPointName?: string;
  /** Express courier (type 'express'): the address the availability check passed for. */
  address?: ExpressAddress;
}

export interface ExpressAddress {
  address: string;
  city: string;
  district?: string;
  postcode: string;
}

export interface InstallmentChoice {
  code: string;
  arrangeType: 'on-store' | 'online';
}

export interface CheckoutState {
  delivery: DeliveryChoice | null;
  payment: PaymentType | null;
  installment: InstallmentChoice | null;
}

const STORAGE_KEY = 'checkout-choice';
const initialState: CheckoutState = { delivery: null, payment: null, installment: null };

function loadState(): CheckoutState {
  try {
    const stored = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return stored ? { ...initialState, ...(JSON.parse(stored) as Partial<CheckoutState>) } : initialState;
  } catch {
    return initialState;
  }
}

export function saveCheckoutState(state: CheckoutState): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or full storage: the choice lives for this page only.
  }
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: loadState,
  reducers: {
    deliveryChosen(state, action: PayloadAction<DeliveryChoice>) {
      state.delivery = action.payload;
      // A payment that does not go with the new delivery is dropped by the payment step.
    },
    paymentChosen(state, action: PayloadAction<PaymentType>) {
      state.payment = action.payload;
      if (action.payload !== 'installments') state.installment = null;
    },
    /** The chosen payment no longer goes with the delivery (or this browser cannot pay so). */
    paymentCleared(state) {
      state.payment = null;
      state.installment = null;
    },
    installmentChosen(state, action: PayloadAction<InstallmentChoice | null>) {
      state.installment = action.payload;
    },
    /** After an order is placed. */
    checkoutFinished() {
      return initialState;
    },
  },
  selectors: {
    selectDelivery: (state) => state.delivery,
    selectPayment: (state) => state.payment,
    selectInstallment: (state) => state.installment,
  },
});

declare module 'shared-ui' {
  interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

export const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);
export const checkoutActions = checkoutSlice.actions;
export const checkoutSelectors = injectedCheckoutSlice.selectors;
