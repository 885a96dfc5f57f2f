/**
 * Decimals the chart writes values with. Prices follow the instrument (the contract gives no
 * per-instrument precision yet, so every one is quoted to the cent, like the quote above the
 * chart); oscillators and volumes are read to these.
 */
export const PRICE_DECIMALS = 2;
export const INDICATOR_DECIMALS = 2;
export const VOLUME_DECIMALS = 0;
