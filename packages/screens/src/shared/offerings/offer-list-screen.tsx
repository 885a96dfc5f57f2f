import type { PagedList } from '@trading/api';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AreaDropdown } from './area-dropdown';
import { OfferList } from './offer-list';
import { OfferingScreen } from './offering-screen';
import type { useArea } from './use-area';

/**
 * An offering screen over one paged list: the route title (with the area dropdown when the
 * list is of one area), the rows, and the popup of the row the investor chose (at most one at
 * a time). `children` go after the list (the money
 * call's confirm dialog).
 */
export function OfferListScreen<T extends { id: number }>({
  titleId,
  areaChoice,
  list,
  renderRow,
  renderPopup,
  children,
}: {
  titleId: string;
  /** The area the list shows, from `useArea`. */
  areaChoice?: ReturnType<typeof useArea>;
  list: PagedList<T>;
  /** A row; `choose` opens the popup for its item. */
  renderRow: (item: T, choose: (item: T) => void) => ReactNode;
  /** The chosen item's popup; `close` dismisses it. */
  renderPopup?: (item: T, close: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<T | null>(null);
  return (
    <OfferingScreen
      titleId={titleId}
      right={
        areaChoice && (
          <AreaDropdown
            area={areaChoice.area}
            options={areaChoice.options}
            onChange={areaChoice.setArea}
          />
        )
      }
    >
      <OfferList
        list={list}
        getKey={(item) => item.id}
        label={intl.formatMessage({ id: titleId })}
        renderItem={(item) => renderRow(item, setChosen)}
      />
      {chosen && renderPopup?.(chosen, () => setChosen(null))}
      {children}
    </OfferingScreen>
  );
}
