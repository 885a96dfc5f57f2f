import { isApiError, useFavoriteAddMutation, useFavoriteRemoveMutation } from '@trading/api';
import { IconButton, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StarIcon } from '../../shared/market-icons/icons';

const Star = styled(IconButton)<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.color.warning : theme.color.textSecondary)};
`;

export interface FavoriteStarProps {
  id: number;
  name: string;
  favorite: boolean;
}

/**
 * The favourite toggle of a result. The star changes only once the server has confirmed;
 * until the list reloads, the confirmed state is kept here.
 */
export function FavoriteStar({ id, name, favorite }: FavoriteStarProps) {
  const intl = useIntl();
  const toast = useToast();
  const [add, added] = useFavoriteAddMutation();
  const [remove, removed] = useFavoriteRemoveMutation();
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  const on = confirmed ?? favorite;

  const toggle = async () => {
    const result = on ? await remove({ id }) : await add({ id });
    if (result.error === undefined) setConfirmed(!on);
    else toast.show(isApiError(result.error) ? result.error.message : String(result.error));
  };

  return (
    <Star
      $on={on}
      aria-pressed={on}
      aria-label={intl.formatMessage({ id: 'searchFavorite.toggle' }, { name })}
      disabled={added.isLoading || removed.isLoading}
      onClick={() => void toggle()}
    >
      <StarIcon filled={on} />
    </Star>
  );
}
