import type { AdminNewsItem } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { consoleApi } from '../api/console-api';
import { HeaderRow } from '../shell/header-row';
import { Notice } from '../shell/notice';
import { Actions, DataTable } from '../shell/form-look';
import type { SavedNews } from './news-editor';
import { ServerError } from '../shell/server-error';

const PAGE_SIZE = 20;

/** Deleting asks once more in the row itself: the item leaves the investors' app at once. */
function NewsRow({ item }: { item: AdminNewsItem }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [remove, { error, isLoading }] = consoleApi.useContentNewsDeleteMutation();
  return (
    <tr>
      <td>{item.title}</td>
      <td>{item.source}</td>
      <td>{intl.formatDate(item.pubDate, { dateStyle: 'medium', timeStyle: 'short' })}</td>
      <td>{item.onMainPage && <FormattedMessage id="content.news.onHomeMark" />}</td>
      <td>
        <Actions>
          <Link to={`/content/news/${item.id}`}>
            <FormattedMessage id="content.edit" />
          </Link>
          {confirming ? (
            <>
              <Button
                $variant="danger"
                disabled={isLoading}
                onClick={() => remove({ id: item.id })}
              >
                <FormattedMessage id="content.news.confirmDelete" values={{ title: item.title }} />
              </Button>
              <Button $variant="text" onClick={() => setConfirming(false)}>
                <FormattedMessage id="content.keep" />
              </Button>
            </>
          ) : (
            <Button $variant="default" onClick={() => setConfirming(true)}>
              <FormattedMessage id="content.delete" />
            </Button>
          )}
        </Actions>
        <ServerError error={error} />
      </td>
    </tr>
  );
}

/** The tenant's news, newest first, a page at a time. */
export function NewsList() {
  const saved = (useLocation().state as SavedNews | null)?.saved;
  const [pageNum, setPageNum] = useState(1);
  const { data, error } = consoleApi.useContentNewsQuery({ pageNum, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <Actions>
        <Link to="/content/news/new">
          <FormattedMessage id="content.news.new" />
        </Link>
        {saved !== undefined && (
          <Notice role="status">
            <FormattedMessage id="content.news.saved" values={{ id: saved }} />
          </Notice>
        )}
      </Actions>
      <ServerError error={error} />
      <DataTable>
        <thead>
          <HeaderRow
            ids={[
              'content.news.title',
              'content.news.source',
              'content.news.date',
              'content.news.home',
              '',
            ]}
          />
        </thead>
        <tbody>
          {data?.records.map((item) => (
            <NewsRow key={item.id} item={item} />
          ))}
        </tbody>
      </DataTable>
      {data?.total === 0 && (
        <p>
          <FormattedMessage id="content.news.empty" />
        </p>
      )}
      <Actions>
        <Button $variant="default" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
          <FormattedMessage id="content.previous" />
        </Button>
        <FormattedMessage id="content.page" values={{ page: pageNum, pages }} />
        <Button
          $variant="default"
          disabled={pageNum >= pages}
          onClick={() => setPageNum(pageNum + 1)}
        >
          <FormattedMessage id="content.next" />
        </Button>
      </Actions>
    </>
  );
}
