import { BANNERS_MAX } from '@trading/contract';
import { consoleApi } from '../api/console-api';
import { ListEditor } from './list-editor';
import { BLANK_BANNER, bannerRowOf, bannersRequest } from './list-drafts';
import { ServerError } from '../shell/server-error';
import { ImageField } from './image-field';
import { TextField } from '../shell/text-field';

/** The home carousel: its banners in the order investors swipe through them. */
export function BannersSection() {
  const { data, error } = consoleApi.useContentBannersQuery();
  const [save, saving] = consoleApi.useContentBannersSaveMutation();
  return (
    <>
      <ServerError error={error} />
      <ListEditor
        saved={data?.map(bannerRowOf)}
        blank={BLANK_BANNER}
        max={BANNERS_MAX}
        entryName="content.banners.entry"
        addLabel="content.banners.add"
        check={bannersRequest}
        save={save}
        saving={saving.isLoading}
        saveError={saving.error}
        entry={(row, set, errorOf) => (
          <>
            <ImageField
              label="content.banners.image"
              value={row.imageUrl}
              error={errorOf('imageUrl')}
              onChange={(imageUrl) => set({ ...row, imageUrl })}
            />
            <TextField
              label="content.link"
              value={row.link}
              error={errorOf('link')}
              onChange={(link) => set({ ...row, link })}
            />
          </>
        )}
      />
    </>
  );
}
