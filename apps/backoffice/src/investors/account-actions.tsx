import type { InvestorDetail } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { Field } from '../sign-in/sign-in-screen';
import { ErrorText } from '../shell/error-text';
import { Card, Muted, Row } from './panel-parts';

/**
 * Lock or unlock the account, or sign it out everywhere. A reviewer sees the state only:
 * these need the `accounts` permission (operator, admin), which the server checks again.
 */
export function AccountActions({ investor }: { investor: InvestorDetail }) {
  const intl = useIntl();
  const me = consoleApi.useMeQuery().data;
  const [note, setNote] = useState('');
  const [lock, locking] = consoleApi.useInvestorLockMutation();
  const [unlock, unlocking] = consoleApi.useInvestorUnlockMutation();
  const [signOutAll, signingOut] = consoleApi.useInvestorSignOutAllMutation();
  const may = me?.permissions.includes('accounts') ?? false;
  const failed = locking.error ?? unlocking.error ?? signingOut.error;
  const input = { id: investor.userId, note: note.trim() || undefined };
  return (
    <Card>
      <h2>
        <FormattedMessage id="investors.account" />
      </h2>
      <p data-testid="account-state">
        {investor.locked ? (
          <FormattedMessage
            id="investors.lockedSince"
            values={{
              when: intl.formatDate(investor.lockedAt ?? 0, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            }}
          />
        ) : (
          <FormattedMessage id="investors.active" />
        )}
      </p>
      {may ? (
        <>
          <Field>
            <FormattedMessage id="investors.reason" />
            <textarea
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          <Row>
            {investor.locked ? (
              <Button $variant="primary" onClick={() => void unlock(input)}>
                <FormattedMessage id="investors.unlock" />
              </Button>
            ) : (
              <Button
                $variant="danger"
                disabled={note.trim() === ''}
                onClick={() => void lock(input)}
              >
                <FormattedMessage id="investors.lock" />
              </Button>
            )}
            <Button
              $variant="default"
              disabled={investor.sessions.length === 0}
              onClick={() => void signOutAll({ id: investor.userId })}
            >
              <FormattedMessage id="investors.signOutAll" />
            </Button>
          </Row>
          {investor.locked || (
            <Muted>
              <FormattedMessage id="investors.lockHint" />
            </Muted>
          )}
        </>
      ) : (
        <Muted>
          <FormattedMessage id="investors.lookOnly" />
        </Muted>
      )}
      {failed && <ErrorText role="alert">{'msg' in failed ? String(failed.msg) : ''}</ErrorText>}
    </Card>
  );
}
