import type { Handlers } from '../http/call-context';
import { readChartSettings, saveChartSettings } from './chart-settings-repository';

/** The stock chart's settings, kept with the account so they follow the user to any device. */
export const chartSettingsHandlers: Handlers = {
  async chartSettings(_input, ctx) {
    const me = ctx.auth();
    return readChartSettings(ctx.services.db, me.tenantId, me.id);
  },

  async chartSettingsSave(input, ctx) {
    const me = ctx.auth();
    await saveChartSettings(ctx.services.db, { tenantId: me.tenantId, userId: me.id }, input);
    return input;
  },
};
