import { api } from '../api-slice.js';
import { mutationCall, pagedCall } from '../define-call.js';
import { TRADE, list, type } from '../tags.js';

const subscription = [type('Application'), type('Balance'), type('Profile'), type('Transaction')];

/** Offerings: block trades, IPOs and placements, funding, quantitative funds and snap-ups. */
export const offeringsApi = api.injectEndpoints({
  endpoints: (build) => ({
    blockTrades: pagedCall(build, 'blockTrades', { provides: [list('BlockTrade')] }),
    blockTradeBuy: mutationCall(build, 'blockTradeBuy', { invalidates: TRADE }),
    ipoPage: pagedCall(build, 'ipoPage', { provides: [list('Offering')] }),
    placementPage: pagedCall(build, 'placementPage', { provides: [list('Offering')] }),
    blockPlacementPage: pagedCall(build, 'blockPlacementPage', { provides: [list('Offering')] }),
    applications: pagedCall(build, 'applications', { provides: [list('Application')] }),
    applyIpo: mutationCall(build, 'applyIpo', { invalidates: subscription }),
    applyPlacement: mutationCall(build, 'applyPlacement', { invalidates: subscription }),
    applyBlockPlacement: mutationCall(build, 'applyBlockPlacement', { invalidates: subscription }),
    funding: mutationCall(build, 'funding', { invalidates: subscription }),
    quantProducts: pagedCall(build, 'quantProducts', { provides: [list('QuantProduct')] }),
    quantOrders: pagedCall(build, 'quantOrders', { provides: [list('QuantOrder')] }),
    quantBuy: mutationCall(build, 'quantBuy', {
      invalidates: [type('QuantOrder'), type('Balance'), type('Profile'), type('Transaction')],
    }),
    snapUpPage: pagedCall(build, 'snapUpPage', { provides: [list('SnapUp')] }),
    snapUpApply: mutationCall(build, 'snapUpApply', { invalidates: subscription }),
  }),
});

export const {
  useBlockTradesInfiniteQuery,
  useBlockTradeBuyMutation,
  useIpoPageInfiniteQuery,
  usePlacementPageInfiniteQuery,
  useBlockPlacementPageInfiniteQuery,
  useApplicationsInfiniteQuery,
  useApplyIpoMutation,
  useApplyPlacementMutation,
  useApplyBlockPlacementMutation,
  useFundingMutation,
  useQuantProductsInfiniteQuery,
  useQuantOrdersInfiniteQuery,
  useQuantBuyMutation,
  useSnapUpPageInfiniteQuery,
  useSnapUpApplyMutation,
} = offeringsApi;
