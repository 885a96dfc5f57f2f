import { IpoOfferScreen } from '../../shared/offerings/ipo-offer-screen';

/** /stockIpo: IPOs open for subscription in the chosen area. */
export function StockIpoScreen() {
  return <IpoOfferScreen kind="stockIpo" />;
}
