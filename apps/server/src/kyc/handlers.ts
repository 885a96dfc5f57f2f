import type { Handlers } from '../http/call-context';
import { currentKyc, submitKyc } from './kyc-service';

export const kycHandlers: Handlers = {
  async kyc(_input, ctx) {
    return currentKyc(ctx.services.db, ctx.auth().id);
  },
  async kycSubmit(input, ctx) {
    const user = ctx.auth();
    return submitKyc(ctx.services.db, ctx.tenant, user.id, input);
  },
};
