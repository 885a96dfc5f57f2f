import type { Proposal } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { Actions, panel } from '../shell/form-look';
import { ScreenPage } from '../shell/screen-page';
import { ServerError } from '../shell/server-error';
import { AllotmentTable } from '../offerings/allotment-table';
import { SettingsDiff } from './settings-diff';

const Card = styled.section`
  ${panel}
  max-width: 1100px;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: 1.1em;
  }
  input {
    min-width: 16em;
  }
`;

/** What a proposal changes, in words: settings, or which offer's (or application's) allotment. */
function ProposalTitle({ proposal }: { proposal: Proposal }) {
  const { change } = proposal;
  if (change.kind === 'TENANT_SETTINGS')
    return <FormattedMessage id="proposals.settings" values={{ id: proposal.id }} />;
  return change.offer ? (
    <FormattedMessage
      id="proposals.offerAllotment"
      values={{ id: proposal.id, kind: change.offer.kind, offer: change.offer.offeringId }}
    />
  ) : (
    <FormattedMessage
      id="proposals.oneAllotment"
      values={{ id: proposal.id, application: change.preview.rows[0]?.applicationId }}
    />
  );
}

/**
 * One waiting proposal: what it changes (before → after, or the allotment per investor with
 * totals), who proposed it, and approve or reject. The proposer cannot approve their own.
 */
function ProposalCard({ proposal, me }: { proposal: Proposal; me: number | undefined }) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const [approve, approved] = consoleApi.useProposalsApproveMutation();
  const [reject, rejected] = consoleApi.useProposalsRejectMutation();
  const own = proposal.proposed.userId === me;
  const busy = approved.isLoading || rejected.isLoading;
  const { change } = proposal;
  return (
    <Card aria-label={intl.formatMessage({ id: 'proposals.card' }, { id: proposal.id })}>
      <h2>
        <ProposalTitle proposal={proposal} />
      </h2>
      <p>
        <FormattedMessage
          id="proposals.proposedBy"
          values={{
            name: proposal.proposed.username,
            when: (
              <FormattedDate value={proposal.proposed.at} dateStyle="medium" timeStyle="short" />
            ),
          }}
        />
      </p>
      {change.kind === 'TENANT_SETTINGS' ? (
        <SettingsDiff before={change.before} after={change.after} />
      ) : (
        <AllotmentTable preview={change.preview} />
      )}
      <Actions>
        <Button
          $variant="primary"
          disabled={busy || own}
          onClick={() => void approve({ id: proposal.id })}
        >
          <FormattedMessage id="proposals.approve" />
        </Button>
        <input
          aria-label={intl.formatMessage({ id: 'proposals.reason' })}
          placeholder={intl.formatMessage({ id: 'proposals.reason' })}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button
          $variant="default"
          disabled={busy || note.trim() === ''}
          onClick={() => void reject({ id: proposal.id, note })}
        >
          <FormattedMessage id={own ? 'proposals.withdraw' : 'proposals.reject'} />
        </Button>
        {own && (
          <span>
            <FormattedMessage id="proposals.yours" />
          </span>
        )}
        <ServerError error={approved.error ?? rejected.error} />
      </Actions>
    </Card>
  );
}

/** Changes waiting for a second pair of eyes, of the kinds the signed-in role may decide. */
export function ProposalsScreen() {
  const me = consoleApi.useMeQuery().data;
  const { data, error } = consoleApi.useProposalsQuery({ status: 'PENDING' });
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="proposals.title" />
      </h1>
      <p>
        <FormattedMessage id="proposals.rule" />
      </p>
      <ServerError error={error} />
      {data?.length === 0 && (
        <p>
          <FormattedMessage id="proposals.empty" />
        </p>
      )}
      {data?.map((p) => (
        <ProposalCard key={p.id} proposal={p} me={me?.userId} />
      ))}
    </ScreenPage>
  );
}
