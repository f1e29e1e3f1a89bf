import { configureStore } from '@reduxjs/toolkit';
import { api } from './api.ts';
import { type RootState, rootReducer } from './root-reducer.ts';

/** The shell makes one store; tests and a remote's standalone mode make their own. */
export function createShopStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type AppDispatch = ShopStore['dispatch'];
