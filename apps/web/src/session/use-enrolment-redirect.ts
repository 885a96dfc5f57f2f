import { acknowledgeJumpToEnrolment, selectJumpToEnrolment } from '@trading/api';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';

export const ENROLMENT_PATH = '/account/two-factor';

/**
 * Where the tenant requires two-factor sign-in, a user without it is taken to its set-up after
 * signing in and whenever a call is refused for it. The jump stays pending until that screen is
 * shown, so the login screen's own navigation (to /account) cannot win over it; from there the
 * user may go elsewhere (reading needs no second factor) or sign out.
 */
export function useEnrolmentRedirect(): void {
  const jump = useSelector(selectJumpToEnrolment);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!jump) return;
    if (pathname === ENROLMENT_PATH) dispatch(acknowledgeJumpToEnrolment());
    else void navigate(ENROLMENT_PATH);
  }, [jump, pathname, dispatch, navigate]);
}
