import type { KycRecord } from '@trading/contract';
import type { Handlers } from '../http/call-context';
import type { FileUrls } from '../uploads/upload-url';
import { currentKyc, submitKyc } from './kyc-service';

/** The photos on signed urls: only the owner reads their record. */
function signed(urls: FileUrls, record: KycRecord): KycRecord {
  return { ...record, photo: record.photo.map((p) => ({ ...p, url: urls.sign(p.url) })) };
}

export const kycHandlers: Handlers = {
  async kyc(_input, ctx) {
    const record = await currentKyc(ctx.services.db, ctx.auth().id);
    return record && signed(ctx.services.fileUrls, record);
  },
  async kycSubmit(input, ctx) {
    const user = ctx.auth();
    return signed(
      ctx.services.fileUrls,
      await submitKyc(ctx.services.db, ctx.tenant, user.id, input),
    );
  },
};
