import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back, or home when there is nowhere to go back to inside the app (a deep link or a
 * reload): the router numbers its history entries, and 0 is the first page of this visit.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
