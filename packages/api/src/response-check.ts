import type { EndpointName } from '@trading/contract';

/** Says what is wrong with an endpoint's response data, or nothing when it fits the contract. */
export type ResponseCheck = (name: EndpointName, data: unknown) => string | undefined;
