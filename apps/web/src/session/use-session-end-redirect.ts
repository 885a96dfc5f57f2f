import { acknowledgeJumpToLogin, selectJumpToLogin } from '@trading/api';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';

/** When the server ends the session (the api clears the token with jump-to-login), go to /LoginUp. */
export function useSessionEndRedirect(): void {
  const jump = useSelector(selectJumpToLogin);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!jump) return;
    dispatch(acknowledgeJumpToLogin());
    void navigate('/LoginUp', { replace: true });
  }, [jump, dispatch, navigate]);
}
