import { IpoOfferScreen } from '../../shared/offerings/ipo-offer-screen';

/**
 * /blockPlacement: block placements. The server sends their price already discounted (the
 * item carries no discountRate), so it is shown as sent.
 */
export function BlockPlacementScreen() {
  return <IpoOfferScreen kind="blockPlacement" />;
}
