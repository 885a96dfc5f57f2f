import { TILES_MAX } from '@trading/contract';
import { consoleApi } from '../api/console-api';
import { ImageField } from './image-field';
import { ListEditor } from './list-editor';
import { BLANK_TILE, tileRowOf, tilesRequest } from './list-drafts';
import { ServerError } from '../shell/server-error';
import { TextField } from '../shell/text-field';

/** The home's quick-access row: a name, an icon and where it leads, in the order shown. */
export function TilesSection() {
  const { data, error } = consoleApi.useContentTilesQuery();
  const [save, saving] = consoleApi.useContentTilesSaveMutation();
  return (
    <>
      <ServerError error={error} />
      <ListEditor
        saved={data?.map(tileRowOf)}
        blank={BLANK_TILE}
        max={TILES_MAX}
        entryName="content.tiles.entry"
        addLabel="content.tiles.add"
        check={tilesRequest}
        save={save}
        saving={saving.isLoading}
        saveError={saving.error}
        entry={(row, set, errorOf) => (
          <>
            <TextField
              label="content.tiles.name"
              value={row.name}
              error={errorOf('name')}
              onChange={(name) => set({ ...row, name })}
            />
            <ImageField
              label="content.tiles.icon"
              value={row.icon}
              error={errorOf('icon')}
              onChange={(icon) => set({ ...row, icon })}
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
