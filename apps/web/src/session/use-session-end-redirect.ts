import { acknowledgeJumpToLogin, selectJumpToLogin } from '@trading/api';
import { loginReturn } from '@trading/screens/context';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';

/**
 * When the server ends the session (the api clears the token with jump-to-login), go to
 * /LoginUp, which says why and brings the investor back here after signing in.
 */
export function useSessionEndRedirect(): void {
  const jump = useSelector(selectJumpToLogin);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!jump) return;
    dispatch(acknowledgeJumpToLogin());
    void navigate('/LoginUp', { replace: true, state: loginReturn(location, true) });
  }, [jump, dispatch, navigate, location]);
}
