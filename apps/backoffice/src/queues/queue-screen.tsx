import { Button } from '@trading/ui-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  ERRORS,
  type RejectionReasonCode,
  type ReviewClaim,
  type ReviewClaimOutcome,
} from '@trading/contract';
import type { ConsoleError } from '../api/console-api';
import type { MessageKey } from '../i18n/console-language';
import { Field } from '../sign-in/sign-in-screen';
import { ErrorText } from '../shell/error-text';
import { Notice } from '../shell/notice';
import { ageOf } from './age';
import { shortcutOf } from './shortcut';
import { useClaim } from './use-claim';
import { useNow } from './use-now';

const Split = styled.main`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) 2fr;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  align-items: start;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Item = styled.button<{ $selected: boolean }>`
  width: 100%;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  font: inherit;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surfaceAlt : theme.color.background)};
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const Age = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  white-space: nowrap;
`;

const Taken = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  color: ${({ theme }) => theme.color.danger};
`;

/** Another reviewer has the open item: said before anything else in the panel. */
const TakenNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.color.danger};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  flex-wrap: wrap;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export interface QueueScreenProps<Row, Reason extends RejectionReasonCode = RejectionReasonCode> {
  rows: Row[] | undefined;
  keyOf: (row: Row) => number;
  since: (row: Row) => number;
  summary: (row: Row) => ReactNode;
  detail: (row: Row) => ReactNode;
  /** The signed-in reviewer (their own claims are not "someone else's"). */
  myId: number | undefined;
  /** The item's running claim as the queue listed it, if any. */
  claimOf: (row: Row) => ReviewClaim | null;
  /** Takes or renews the caller's claim on the item (opening it in the panel does). */
  claim: (row: Row) => Promise<{ data?: ReviewClaimOutcome; error?: unknown }>;
  approve: (row: Row) => Promise<{ data?: { status: string }; error?: unknown }>;
  /** The reasons this queue offers (the contract's REJECTION_REASONS of the queue). */
  reasons: readonly Reason[];
  reject: (
    row: Row,
    refusal: { reason: Reason; note?: string },
  ) => Promise<{ data?: { status: string }; error?: unknown }>;
}

/**
 * A review queue: oldest first with how long each item has waited and who has which open, the
 * selected item's details (claimed while open), approve, or reject with a chosen reason (shown
 * to the investor in their language) and words of the reviewer's own (required for "Other"),
 * and the keyboard (a, r, j/n, k).
 */
export function QueueScreen<Row, Reason extends RejectionReasonCode>({
  rows,
  keyOf,
  since,
  summary,
  detail,
  myId,
  claimOf,
  claim,
  approve,
  reasons,
  reject,
}: QueueScreenProps<Row, Reason>) {
  const intl = useIntl();
  const [selectedKey, setSelectedKey] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<Reason | ''>('');
  const reasonField = useRef<HTMLSelectElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Items decided while open (here or elsewhere), with what the panel says about them.
  const [decided, setDecided] = useState<ReadonlyMap<number, string>>(new Map());
  // The open item as last listed: a refresh that no longer lists it must not swap another in.
  const [opened, setOpened] = useState<Row | undefined>(undefined);
  // One decision at a time: a second key press while the first is on its way does nothing.
  const deciding = useRef(false);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const list = rows ?? [];
  // The first item shown is opened like a clicked one, so a refresh cannot swap it either.
  if (selectedKey === null && list[0] !== undefined) setSelectedKey(keyOf(list[0]));
  const listedIndex = list.findIndex((r) => keyOf(r) === selectedKey);
  const listed = list[listedIndex];
  if (listed !== undefined && listed !== opened) setOpened(listed);
  const selected = listed ?? opened;
  const selectedId = selected === undefined ? null : keyOf(selected);
  const gone =
    selectedId !== null && (listedIndex < 0 || decided.has(selectedId))
      ? (decided.get(selectedId) ?? intl.formatMessage({ id: 'error.alreadyDecided' }))
      : null;
  const now = useNow(30_000);
  const takenBy = useClaim(
    gone ? null : selectedId,
    listed === undefined ? undefined : claimOf(listed),
    myId,
    () => (selected ? claim(selected) : Promise.resolve({})),
  );
  const submitted = (row: Row) => {
    const age = ageOf(since(row), now);
    return intl.formatMessage(
      { id: 'queue.submittedAt' },
      {
        time: intl.formatDate(since(row), { dateStyle: 'medium', timeStyle: 'short' }),
        age: intl.formatMessage({ id: age.id }, { count: age.count }),
      },
    );
  };

  const move = (step: number) => {
    const next = list[Math.min(list.length - 1, Math.max(0, listedIndex + step))];
    if (next) setSelectedKey(keyOf(next));
    setError(null);
    setNotice(null);
  };

  const settle = async (
    row: Row,
    action: (row: Row) => Promise<{ data?: { status: string }; error?: unknown }>,
    done: 'decision.approved' | 'decision.rejected',
  ) => {
    deciding.current = true;
    const result = await action(row).finally(() => {
      deciding.current = false;
    });
    const key = keyOf(row);
    const markDecided = (text: string) => setDecided((d) => new Map(d).set(key, text));
    if (result.error) {
      const e = result.error as ConsoleError;
      if (e.code === ERRORS.ALREADY_DECIDED.code) markDecided(e.msg);
      else setError(e.msg || intl.formatMessage({ id: 'error.network' }));
      return;
    }
    setError(null);
    setNote('');
    setReason('');
    const said = intl.formatMessage({
      id: result.data?.status === 'REVIEWING' ? 'decision.firstApproval' : done,
    });
    if (result.data?.status === 'REVIEWING') setNotice(said);
    else markDecided(said);
  };

  // Nothing to decide on an item already decided or open elsewhere, nor while a decision is on its way.
  const decidable = () =>
    selected && !gone && !takenBy && !deciding.current ? selected : undefined;
  const onApprove = () => {
    const row = decidable();
    if (row) void settle(row, approve, 'decision.approved');
  };
  const onReject = () => {
    const row = decidable();
    if (!row) return;
    if (reason === '') {
      setError(intl.formatMessage({ id: 'decision.reasonRequired' }));
      reasonField.current?.focus();
      return;
    }
    const words = note.trim();
    if (reason === 'OTHER' && words === '') {
      setError(intl.formatMessage({ id: 'decision.noteRequired' }));
      noteField.current?.focus();
      return;
    }
    void settle(
      row,
      (r) => reject(r, { reason, ...(words ? { note: words } : {}) }),
      'decision.rejected',
    );
  };

  // Re-bound on every render so the keys act on the item and reason shown now.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'approve') onApprove();
      else if (shortcut === 'reject') onReject();
      else move(shortcut === 'next' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Split>
      <List aria-label="queue">
        {list.map((row) => {
          const age = ageOf(since(row), now);
          const claimed = claimOf(row);
          return (
            <li key={keyOf(row)}>
              <Item
                $selected={keyOf(row) === selectedId}
                onClick={() => {
                  setSelectedKey(keyOf(row));
                  setNotice(null);
                }}
              >
                <span>
                  {summary(row)}
                  {claimed && claimed.byId !== myId && (
                    <Taken>
                      <FormattedMessage id="queue.claimedBy" values={{ name: claimed.by }} />
                    </Taken>
                  )}
                </span>
                <Age title={intl.formatMessage({ id: 'queue.age' })}>
                  <FormattedMessage id={age.id} values={{ count: age.count }} />
                </Age>
              </Item>
            </li>
          );
        })}
        {rows && list.length === 0 && (
          <li>
            <FormattedMessage id="queue.empty" />
          </li>
        )}
      </List>
      <Panel aria-label="details">
        {notice && <Notice role="status">{notice}</Notice>}
        {selected && gone && (
          <>
            <Notice role="status">{gone}</Notice>
            {detail(selected)}
            <Actions>
              <Button $variant="primary" onClick={() => move(1)} disabled={list.length === 0}>
                <FormattedMessage id="queue.nextItem" />
              </Button>
            </Actions>
          </>
        )}
        {selected && !gone && (
          <>
            {takenBy && (
              <TakenNotice role="status">
                <FormattedMessage id="queue.claimedBy" values={{ name: takenBy.by }} />
              </TakenNotice>
            )}
            <Hint>
              <FormattedMessage id="queue.submitted" />: {submitted(selected)}
            </Hint>
            {detail(selected)}
            <Field>
              <FormattedMessage id="decision.reason" />
              <select
                ref={reasonField}
                value={reason}
                onChange={(e) => setReason(e.target.value as Reason | '')}
              >
                <option value="">{intl.formatMessage({ id: 'decision.chooseReason' })}</option>
                {reasons.map((code) => (
                  <option key={code} value={code}>
                    {intl.formatMessage({ id: `rejection.${code}` as MessageKey })}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              <FormattedMessage id="decision.note" />
              <textarea
                ref={noteField}
                rows={2}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </Field>
            {error && <ErrorText role="alert">{error}</ErrorText>}
            <Actions>
              <Button $variant="primary" onClick={onApprove} disabled={takenBy !== null}>
                <FormattedMessage id="decision.approve" />
              </Button>
              <Button $variant="danger" onClick={onReject} disabled={takenBy !== null}>
                <FormattedMessage id="decision.reject" />
              </Button>
            </Actions>
            <Hint>
              <FormattedMessage id="decision.shortcuts" />
            </Hint>
          </>
        )}
      </Panel>
    </Split>
  );
}
