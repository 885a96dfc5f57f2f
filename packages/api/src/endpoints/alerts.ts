import { api } from '../api-slice.js';
import { mutationCall, queryCall } from '../define-call.js';
import { list } from '../tags.js';

/** Price alerts: set from a stock, listed and deleted in the account area. */
export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertList: queryCall(build, 'alertList', { provides: [list('Alert')] }),
    alertCreate: mutationCall(build, 'alertCreate', { invalidates: [list('Alert')] }),
    alertDelete: mutationCall(build, 'alertDelete', { invalidates: [list('Alert')] }),
  }),
});

export const { useAlertListQuery, useAlertCreateMutation, useAlertDeleteMutation } = alertsApi;
