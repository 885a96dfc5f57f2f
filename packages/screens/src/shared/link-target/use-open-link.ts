import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { KNOWN_ROUTE_PATHS } from './known-routes';
import { resolveLink } from './resolve-link';

/** Follows a banner or tile link: a new window (without access to this page) or a route. */
export function useOpenLink(): (link: string | null) => void {
  const navigate = useNavigate();
  return useCallback(
    (link) => {
      const target = resolveLink(link, KNOWN_ROUTE_PATHS);
      if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
      else if (target) void navigate(target.to);
    },
    [navigate],
  );
}
