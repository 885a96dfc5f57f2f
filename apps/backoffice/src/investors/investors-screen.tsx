import { Button } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { Field } from '../sign-in/sign-in-screen';
import { InvestorPanel } from './investor-panel';
import { Muted } from './panel-parts';

const Page = styled.main`
  display: grid;
  grid-template-columns: minmax(240px, 1fr) 3fr;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  align-items: start;
  align-content: start;
  /* A tablet held upright: the results above the investor, each the full width. */
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  label {
    flex: 1;
  }
`;

const Results = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Result = styled(Link)<{ $selected: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  background: ${({ theme, $selected }) => ($selected ? theme.color.surfaceAlt : theme.color.background)};
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  small {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/** Investor lookup: search on the left (the text stays in the URL), the chosen investor on the right. */
export function InvestorsScreen() {
  const intl = useIntl();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const { data: found } = consoleApi.useInvestorSearchQuery({ q }, { skip: q.trim() === '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <Page>
      <section aria-label={intl.formatMessage({ id: 'investors.results' })}>
        <Search onSubmit={submit} role="search">
          <Field>
            <FormattedMessage id="investors.search" />
            <input
              name="q"
              value={typed}
              maxLength={64}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={intl.formatMessage({ id: 'investors.searchHint' })}
            />
          </Field>
          <Button type="submit" $variant="primary">
            <FormattedMessage id="investors.find" />
          </Button>
        </Search>
        {found?.length === 0 && (
          <Muted>
            <FormattedMessage id="investors.none" />
          </Muted>
        )}
        <Results>
          {found?.map((r) => (
            <li key={r.userId}>
              <Result
                to={{ pathname: `/investors/${r.userId}`, search: params.toString() }}
                $selected={String(r.userId) === id}
              >
                <strong>
                  {r.username}
                  {r.locked && (
                    <>
                      {' · '}
                      <FormattedMessage id="investors.locked" />
                    </>
                  )}
                </strong>
                <small>
                  {r.accountNo}
                  {r.name && ` · ${r.name}`}
                </small>
              </Result>
            </li>
          ))}
        </Results>
      </section>
      {id ? (
        <InvestorPanel userId={Number(id)} />
      ) : (
        <Muted>
          <FormattedMessage id="investors.pick" />
        </Muted>
      )}
    </Page>
  );
}
