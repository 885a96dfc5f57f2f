import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { applyTenantLanguage } from '../session-slice.js';

/** Content: tenant config, news, banners, quick access and uploads. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    tenantConfig: queryCall(build, 'tenantConfig', {
      // The tenant's default language applies until the user chooses one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(applyTenantLanguage(result.data.defaultLanguage));
      },
    }),
    newsMainPage: pagedCall(build, 'newsMainPage'),
    newsPage: pagedCall(build, 'newsPage'),
    newsDetail: queryCall(build, 'newsDetail'),
    imageCarousel: queryCall(build, 'imageCarousel'),
    quickAccess: queryCall(build, 'quickAccess'),
    upload: mutationCall(build, 'upload'),
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
