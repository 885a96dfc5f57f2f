import { api } from '../api-slice.js';
import { mutationCall, queryCall } from '../define-call.js';
import { type } from '../tags.js';

/** The stock chart's settings, kept with the signed-in user's account. */
export const chartApi = api.injectEndpoints({
  endpoints: (build) => ({
    chartSettings: queryCall(build, 'chartSettings', { provides: [type('ChartSettings')] }),
    chartSettingsSave: mutationCall(build, 'chartSettingsSave', {
      invalidates: [type('ChartSettings')],
    }),
  }),
});

export const { useChartSettingsQuery, useChartSettingsSaveMutation } = chartApi;
