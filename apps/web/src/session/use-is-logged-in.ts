import { selectIsLoggedIn } from '@trading/api';
import { useSelector } from 'react-redux';

export function useIsLoggedIn(): boolean {
  return useSelector(selectIsLoggedIn);
}
