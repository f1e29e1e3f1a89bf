import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './create-shop-store.ts';
import type { RootState } from './root-reducer.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
