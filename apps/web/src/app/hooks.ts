import { useDispatch } from 'react-redux';
import { useStoreSelector } from '@/lib/store-selector';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = <Selected,>(selector: (state: RootState) => Selected, equal?: (a: Selected, b: Selected) => boolean): Selected =>
  useStoreSelector(selector, equal);
