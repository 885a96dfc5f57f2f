import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { consoleApi } from '../api/console-api';
import { Actions } from '../shell/form-look';
import { ContentForm } from './content-look';
import { HtmlField } from './html-field';
import { ImageField } from './image-field';
import { BLANK_NEWS, newsRequest, newsValuesOf, type NewsValues } from './news-draft';
import { NewsTranslations } from './news-translations';
import { ServerError } from '../shell/server-error';
import { TextField } from '../shell/text-field';

/** Where the list reads the id of the item just saved, to say so. */
export interface SavedNews {
  saved: number;
}

/** The editor's form: checked by the call's schema, then created or updated, then back to the list. */
function NewsForm({ id, initial }: { id?: number; initial: NewsValues }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  // Once a save was refused, the complaints follow the typing: a fixed field loses its own.
  const [refused, setRefused] = useState(false);
  const checked = newsRequest(values);
  const errors = refused && 'errors' in checked ? checked.errors : {};
  const [create, created] = consoleApi.useContentNewsCreateMutation();
  const [update, updated] = consoleApi.useContentNewsUpdateMutation();
  const set = <K extends keyof NewsValues>(name: K, value: NewsValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const text = (name: 'title' | 'source', label: string) => (
    <TextField
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => set(name, value)}
    />
  );
  return (
    <ContentForm
      onSubmit={async (e) => {
        e.preventDefault();
        if ('errors' in checked) return setRefused(true);
        const answer = await (id === undefined
          ? create(checked.body)
          : update({ ...checked.body, id }));
        if (answer.data) {
          const state: SavedNews = { saved: answer.data.id };
          void navigate('/content/news', { state });
        }
      }}
    >
      {text('title', 'content.news.title')}
      {text('source', 'content.news.source')}
      <ImageField
        label="content.news.image"
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(url) => set('imageUrl', url)}
      />
      <span />
      <label>
        <input
          type="checkbox"
          checked={values.onMainPage}
          onChange={(e) => set('onMainPage', e.target.checked)}
        />{' '}
        <FormattedMessage id="content.news.onHome" />
      </label>
      <HtmlField
        value={values.content}
        error={errors.content}
        onChange={(content) => set('content', content)}
      />
      <NewsTranslations
        values={values.translations}
        errors={errors}
        onChange={(language, texts) =>
          set('translations', { ...values.translations, [language]: texts })
        }
      />
      <Actions className="wide">
        <Button $variant="primary" type="submit" disabled={created.isLoading || updated.isLoading}>
          <FormattedMessage id="content.save" />
        </Button>
        <Link to="/content/news">
          <FormattedMessage id="content.cancel" />
        </Link>
        <ServerError error={created.error ?? updated.error} />
      </Actions>
    </ContentForm>
  );
}

export function NewNews() {
  return <NewsForm initial={BLANK_NEWS} />;
}

/** An item loaded as written (not sanitised), so editing never loses what the editor typed. */
export function EditNews() {
  const id = Number(useParams().id);
  const { data, error } = consoleApi.useContentNewsDetailQuery({ id });
  if (error) return <ServerError error={error} />;
  if (!data) return null;
  return <NewsForm key={id} id={id} initial={newsValuesOf(data)} />;
}
