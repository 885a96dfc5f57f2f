import { api } from '../api-slice.js';
import { mutationCall, pagedCall } from '../define-call.js';

/** Offerings: block trades, IPOs and placements, funding, quantitative funds and snap-ups. */
export const offeringsApi = api.injectEndpoints({
  endpoints: (build) => ({
    blockTrades: pagedCall(build, 'blockTrades'),
    blockTradeBuy: mutationCall(build, 'blockTradeBuy'),
    ipoPage: pagedCall(build, 'ipoPage'),
    placementPage: pagedCall(build, 'placementPage'),
    blockPlacementPage: pagedCall(build, 'blockPlacementPage'),
    applications: pagedCall(build, 'applications'),
    applyIpo: mutationCall(build, 'applyIpo'),
    applyPlacement: mutationCall(build, 'applyPlacement'),
    applyBlockPlacement: mutationCall(build, 'applyBlockPlacement'),
    funding: mutationCall(build, 'funding'),
    quantProducts: pagedCall(build, 'quantProducts'),
    quantOrders: pagedCall(build, 'quantOrders'),
    quantBuy: mutationCall(build, 'quantBuy'),
    snapUpPage: pagedCall(build, 'snapUpPage'),
    snapUpApply: mutationCall(build, 'snapUpApply'),
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
