import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { item, list, type } from '../tags.js';
import { applyTenantLanguage } from '../session-slice.js';

/** Content: tenant config, news, banners, quick access and uploads. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    tenantConfig: queryCall(build, 'tenantConfig', {
      provides: [type('Tenant')],
      // The tenant's default language applies until the user chooses one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(applyTenantLanguage(result.data.defaultLanguage));
      },
    }),
    newsMainPage: pagedCall(build, 'newsMainPage', { provides: [list('News')] }),
    newsPage: pagedCall(build, 'newsPage', { provides: [list('News')] }),
    newsDetail: queryCall(build, 'newsDetail', { provides: [item('News', 'id')] }),
    imageCarousel: queryCall(build, 'imageCarousel', { provides: [type('Banner')] }),
    quickAccess: queryCall(build, 'quickAccess', { provides: [type('QuickAccess')] }),
    upload: mutationCall(build, 'upload', { invalidates: [] }),
  }),
});

export const {
  useTenantConfigQuery,
  useNewsMainPageInfiniteQuery,
  useNewsPageInfiniteQuery,
  useNewsDetailQuery,
  useImageCarouselQuery,
  useQuickAccessQuery,
  useUploadMutation,
} = contentApi;
