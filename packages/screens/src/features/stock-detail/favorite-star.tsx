import { isApiError, useFavoriteAddMutation, useFavoriteRemoveMutation } from '@trading/api';
import { IconButton, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { StarIcon } from '../../shared/market-icons/icons';

export interface FavoriteStarProps {
  stockId: number;
  favorite: boolean;
  loggedIn: boolean;
}

const Star = styled(IconButton)<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.color.warning : theme.color.textSecondary)};
`;

/** Toggles the favourite; the star changes only once the server confirmed it. */
export function FavoriteStar({ stockId, favorite, loggedIn }: FavoriteStarProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [add, adding] = useFavoriteAddMutation();
  const [remove, removing] = useFavoriteRemoveMutation();
  // The confirmed state until the refetched detail catches up with it.
  const [confirmed, setConfirmed] = useState<{ from: boolean; to: boolean } | null>(null);
  const shown = confirmed && confirmed.from === favorite ? confirmed.to : favorite;

  const toggle = async () => {
    if (!loggedIn) {
      void navigate('/LoginUp');
      return;
    }
    const result = await (shown ? remove({ id: stockId }) : add({ id: stockId }));
    if ('error' in result && result.error !== undefined) {
      const { error } = result;
      toast.show(isApiError(error) ? error.message : intl.formatMessage({ id: 'error.network' }));
    } else {
      setConfirmed({ from: favorite, to: !shown });
    }
  };

  return (
    <Star
      $on={shown}
      aria-pressed={shown}
      aria-label={intl.formatMessage({ id: 'stock.favorite' })}
      disabled={adding.isLoading || removing.isLoading}
      onClick={() => void toggle()}
    >
      <StarIcon filled={shown} strokeWidth={1.6} />
    </Star>
  );
}
