import { z } from 'zod';
import {
  AdminQuantOrder,
  AllotPreview,
  AllotRequest,
  ApplicationsPage,
  ApplicationsRequest,
  BlockTradeInput,
  BulkAllotRequest,
  IpoOfferingInput,
  OfferCloseRequest,
  OfferingCreated,
  OfferWindowRequest,
  PublishedOffer,
  QuantOrdersPage,
  QuantOrdersRequest,
  QuantProductInput,
  SnapUpInput,
} from './domains/backoffice-offerings.js';
import { Proposal } from './domains/backoffice-proposals.js';
import { IdParam } from './common.js';
import { defineEndpoint } from './endpoints.js';
import { defineOperatorEndpoint } from './operator-endpoint.js';

/** Publishing one kind of offer: the operator's `offerings` permission, answered with the new id. */
function createOffering<const K extends string, Req extends z.ZodObject>(kind: K, request: Req) {
  return defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: `/admin/offerings/${kind}` as `/admin/offerings/${K}`,
      request,
      response: OfferingCreated,
      auth: true,
    }),
    'offerings',
  );
}

/** The console's offerings calls: publishing offers, allotting applications, settling quant orders. */
export const operatorOfferingEndpoints = {
  offeringsCreateBlockTrade: createOffering('block-trades', BlockTradeInput),
  offeringsCreateIpo: createOffering('ipos', IpoOfferingInput),
  offeringsCreateSnapUp: createOffering('snap-ups', SnapUpInput),
  offeringsCreateQuantProduct: createOffering('quant-products', QuantProductInput),
  offerings: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/offerings',
      request: z.object({}),
      response: z.array(PublishedOffer),
      auth: true,
    }),
    'offerings',
  ),
  offeringsClose: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/offerings/{kind}/{id}/close',
      request: OfferCloseRequest,
      response: PublishedOffer,
      auth: true,
    }),
    'offerings',
  ),
  offeringsReschedule: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/offerings/{kind}/{id}/window',
      request: OfferWindowRequest,
      response: PublishedOffer,
      auth: true,
    }),
    'offerings',
  ),
  applications: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/applications',
      request: ApplicationsRequest,
      response: ApplicationsPage,
      auth: true,
    }),
    'offerings',
  ),
  applicationsAllot: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/applications/{id}/allot',
      request: AllotRequest,
      // Allotments are proposed; a second staff member's approval writes them (four eyes).
      response: Proposal,
      auth: true,
    }),
    'offerings',
  ),
  applicationsAllotBulk: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/applications/allot',
      request: BulkAllotRequest,
      response: Proposal,
      auth: true,
    }),
    'offerings',
  ),
  applicationsAllotPreview: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/applications/allot/preview',
      request: BulkAllotRequest,
      response: AllotPreview,
      auth: true,
    }),
    'offerings',
  ),
  quantOrders: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/quant/orders',
      request: QuantOrdersRequest,
      response: QuantOrdersPage,
      auth: true,
    }),
    'settlement',
  ),
  quantSettleDue: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/quant/settle',
      request: z.object({}),
      response: z.array(AdminQuantOrder),
      auth: true,
    }),
    'settlement',
  ),
  quantSettleOne: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/quant/orders/{id}/settle',
      request: z.object({ id: IdParam }),
      response: AdminQuantOrder,
      auth: true,
    }),
    'settlement',
  ),
} as const;
