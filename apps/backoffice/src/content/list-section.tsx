import { BANNERS_MAX, TILES_MAX } from '@trading/contract';
import { consoleApi } from '../api/console-api';
import type { Checked } from '../shell/field-errors';
import { ServerError } from '../shell/server-error';
import { TextField } from '../shell/text-field';
import { ImageField } from './image-field';
import { ListEditor } from './list-editor';
import {
  BLANK_BANNER,
  BLANK_TILE,
  bannerRowOf,
  bannersRequest,
  tileRowOf,
  tilesRequest,
} from './list-drafts';

/** One typed field of an entry: an image is uploaded or linked, the rest is text. */
interface EntryField<Row> {
  name: keyof Row & string;
  label: string;
  image?: true;
}

type ServerErrorOf = Parameters<typeof ServerError>[0]['error'];

/** An entry's fields in the order an editor fills them, each a string of the row. */
function entryOf<Row extends object>(fields: readonly EntryField<Row>[]) {
  return (row: Row, set: (row: Row) => void, errorOf: (field: string) => string | undefined) =>
    fields.map(({ name, label, image }) => {
      const Field = image ? ImageField : TextField;
      return (
        <Field
          key={name}
          label={label}
          value={String(row[name])}
          error={errorOf(name)}
          onChange={(value: string) => set({ ...row, [name]: value })}
        />
      );
    });
}

/** What one list needs: how it is read and saved, its rows, its fields and its texts. */
interface ListConfig<Draft, Row, Body> {
  /** Texts are `content.<list>.entry` and `content.<list>.add`. */
  list: 'banners' | 'tiles';
  useSaved: () => { data?: Draft[]; error?: ServerErrorOf };
  useSave: () => readonly [
    (body: Body) => Promise<{ data?: { count: number }; error?: unknown }>,
    { isLoading: boolean; error?: ServerErrorOf },
  ];
  rowOf: (draft: Draft) => Row;
  blank: Row;
  max: number;
  check: (rows: readonly Row[]) => Checked<Body>;
  fields: readonly EntryField<Row>[];
}

/** One of the home's lists as a screen: loaded, edited and saved whole. */
function listSection<Draft, Row extends object, Body>(config: ListConfig<Draft, Row, Body>) {
  const entry = entryOf(config.fields);
  return function ListSection() {
    const { data, error } = config.useSaved();
    const [save, saving] = config.useSave();
    return (
      <>
        <ServerError error={error} />
        <ListEditor
          saved={data?.map(config.rowOf)}
          blank={config.blank}
          max={config.max}
          entryName={`content.${config.list}.entry`}
          addLabel={`content.${config.list}.add`}
          check={config.check}
          save={save}
          saving={saving.isLoading}
          saveError={saving.error}
          entry={entry}
        />
      </>
    );
  };
}

/** The home carousel: its banners in the order investors swipe through them. */
export const BannersSection = listSection({
  list: 'banners',
  useSaved: consoleApi.useContentBannersQuery,
  useSave: consoleApi.useContentBannersSaveMutation,
  rowOf: bannerRowOf,
  blank: BLANK_BANNER,
  max: BANNERS_MAX,
  check: bannersRequest,
  fields: [
    { name: 'imageUrl', label: 'content.banners.image', image: true },
    { name: 'link', label: 'content.link' },
  ],
});

/** The home's quick-access row: a name, an icon and where it leads, in the order shown. */
export const TilesSection = listSection({
  list: 'tiles',
  useSaved: consoleApi.useContentTilesQuery,
  useSave: consoleApi.useContentTilesSaveMutation,
  rowOf: tileRowOf,
  blank: BLANK_TILE,
  max: TILES_MAX,
  check: tilesRequest,
  fields: [
    { name: 'name', label: 'content.tiles.name' },
    { name: 'icon', label: 'content.tiles.icon', image: true },
    { name: 'link', label: 'content.link' },
  ],
});
