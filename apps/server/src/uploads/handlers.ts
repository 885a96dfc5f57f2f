import type { Handlers } from '../http/call-context';
import { storeUpload } from './store-upload';

export const uploadHandlers: Handlers = {
  async upload({ bizType }, ctx) {
    const me = ctx.auth();
    return storeUpload(ctx.services, { tenantId: me.tenantId, userId: me.id, bizType }, ctx.files);
  },
};
