import { combineSlices } from '@reduxjs/toolkit';
// Type-only (erased at runtime): the interface lives in index.ts so remotes can augment it, see there.
import type { LazyLoadedSlices } from '../index.ts';
import { api } from './api.ts';

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
