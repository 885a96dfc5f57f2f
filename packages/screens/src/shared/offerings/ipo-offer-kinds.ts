import {
  useApplyBlockPlacementMutation,
  useApplyIpoMutation,
  useApplyPlacementMutation,
  useBlockPlacementPageInfiniteQuery,
  useIpoPageInfiniteQuery,
  usePlacementPageInfiniteQuery,
} from '@trading/api';

/** The offers drawn by `IpoOfferScreen`: each kind's route title, paged list and apply call. */
export const IPO_OFFER_KINDS = {
  stockIpo: { usePage: useIpoPageInfiniteQuery, useApply: useApplyIpoMutation },
  stockPlacement: { usePage: usePlacementPageInfiniteQuery, useApply: useApplyPlacementMutation },
  blockPlacement: {
    usePage: useBlockPlacementPageInfiniteQuery,
    useApply: useApplyBlockPlacementMutation,
  },
} as const;

export type IpoOfferKind = keyof typeof IPO_OFFER_KINDS;
