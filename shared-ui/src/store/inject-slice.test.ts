import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createShopStore } from './create-shop-store.ts';
import { rootReducer } from './root-reducer.ts';

// How a remote declares and injects its slice; the augmentation (of 'shared-ui', exactly as a remote
// writes it) types rootReducer and RootState.
const compareSlice = createSlice({
  name: 'compare',
  initialState: { productIds: [] as number[] },
  reducers: {
    productAdded(state, action: PayloadAction<number>) {
      state.productIds.push(action.payload);
    },
  },
  selectors: {
    selectComparedIds: (state) => state.productIds,
  },
});

declare module 'shared-ui' {
  interface LazyLoadedSlices extends WithSlice<typeof compareSlice> {}
}

describe('lazily injected slices', () => {
  it('can be injected after the store was created', () => {
    const store = createShopStore();
    expect(store.getState().compare).toBeUndefined();

    const injected = compareSlice.injectInto(rootReducer);
    expect(injected.selectors.selectComparedIds(store.getState())).toEqual([]);

    store.dispatch(injected.actions.productAdded(42));

    expect(store.getState().compare).toEqual({ productIds: [42] });
    expect(injected.selectors.selectComparedIds(store.getState())).toEqual([42]);
  });

  it('keeps the api slice next to injected ones', () => {
    compareSlice.injectInto(rootReducer);
    const store = createShopStore({ compare: { productIds: [7] } });
    expect(Object.keys(store.getState()).sort()).toEqual(['api', 'compare']);
    expect(store.getState().api.config.reducerPath).toBe('api');
    expect(store.getState().compare?.productIds).toEqual([7]);
  });
});
