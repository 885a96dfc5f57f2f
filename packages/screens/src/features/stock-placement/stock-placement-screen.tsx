import { IpoOfferScreen } from '../../shared/offerings/ipo-offer-screen';

/** /stockPlacement: placements, fixed-amount ones with a locked quantity. */
export function StockPlacementScreen() {
  return <IpoOfferScreen kind="stockPlacement" />;
}
