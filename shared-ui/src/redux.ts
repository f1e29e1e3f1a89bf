// Redux Toolkit for every front, from the one copy inside this singleton (as router.ts does for
// react-router). @reduxjs/toolkit is not a shared module of its own: Module Federation shares a
// package whole (every export, about 10 KB gzip the shop never calls), while through this list the
// bundler keeps only what the fronts use. A lint rule forbids importing @reduxjs/toolkit directly
// outside shared-ui.
export { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
export { setupListeners, skipToken } from '@reduxjs/toolkit/query';
