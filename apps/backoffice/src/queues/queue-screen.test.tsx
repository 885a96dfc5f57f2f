import { REJECTION_REASONS } from '@trading/contract';
import { TenantTokens } from '@trading/contract/tenant';
import { UiThemeProvider } from '@trading/ui-kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewClaim } from '@trading/contract';
import { CATALOGUES } from '../i18n/console-language';
import { QueueScreen, type QueueScreenProps } from './queue-screen';

const tokens = TenantTokens.parse(
  JSON.parse(readFileSync(resolve(__dirname, '../../../../tenants/ngn/tokens.json'), 'utf8')),
);

interface Row {
  id: number;
  who: string;
  claim?: ReviewClaim;
}
const A: Row = { id: 1, who: 'alice' };
const B: Row = { id: 2, who: 'bruno' };
const ME = 7;

type Decide = QueueScreenProps<Row>['approve'];
type Claim = QueueScreenProps<Row>['claim'];
const mineClaim: Claim = async (r) => ({
  data: { id: r.id, mine: true, claim: { byId: ME, by: 'me', expiresAt: Date.now() + 300_000 } },
});

type Reject = QueueScreenProps<Row>['reject'];

function screenOf(
  rows: Row[],
  approve: Decide,
  reject: Reject = approve,
  claim: Claim = mineClaim,
) {
  return (
    <IntlProvider locale="en" messages={CATALOGUES.en}>
      <UiThemeProvider tokens={tokens}>
        <QueueScreen
          rows={rows}
          keyOf={(r) => r.id}
          since={() => 0}
          summary={(r) => r.who}
          detail={(r) => <p>detail of {r.who}</p>}
          myId={ME}
          claimOf={(r) => r.claim ?? null}
          claim={claim}
          approve={approve}
          reasons={REJECTION_REASONS.deposits}
          reject={reject}
        />
      </UiThemeProvider>
    </IntlProvider>
  );
}

const press = (key: string) => fireEvent.keyDown(window, { key });

afterEach(cleanup);

describe('QueueScreen', () => {
  it('rejects only with a chosen reason, and "Other" only with words', () => {
    const approve = vi.fn<Decide>(async () => ({ data: { status: 'PASSED' } }));
    const reject = vi.fn<Reject>(async () => ({ data: { status: 'REJECTED' } }));
    render(screenOf([A, B], approve, reject));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose the reason for rejecting');
    const [reason, note] = [screen.getByRole('combobox'), screen.getByRole('textbox')];
    fireEvent.change(reason, { target: { value: 'OTHER' } });
    fireEvent.change(note, { target: { value: '   ' } });
    press('r');
    expect(screen.getByRole('alert').textContent).toMatch(/Write the reason/);
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'FUNDS_NOT_RECEIVED' } });
    fireEvent.change(note, { target: { value: ' Nothing on 12 May ' } });
    press('r');
    expect(reject).toHaveBeenCalledWith(A, {
      reason: 'FUNDS_NOT_RECEIVED',
      note: 'Nothing on 12 May',
    });
  });

  it('keeps the open item when a refresh no longer lists it: shown as decided, keys do nothing', () => {
    const approve = vi.fn<Decide>(async () => ({ data: { status: 'PASSED' } }));
    const view = render(screenOf([A, B], approve));
    expect(screen.getByText('detail of alice')).toBeTruthy();
    // Another reviewer decided alice's item: the 5-second refresh lists only bruno's.
    view.rerender(screenOf([B], approve));
    expect(screen.getByText('detail of alice')).toBeTruthy();
    expect(screen.queryByText('detail of bruno')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Already decided by another reviewer');
    press('a');
    expect(approve).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    expect(screen.getByText('detail of bruno')).toBeTruthy();
  });

  it('takes a double key press as one decision, on the item shown, with one message', async () => {
    let answer: (value: { data: { status: string } }) => void = () => {};
    const approve = vi.fn<Decide>(() => new Promise((done) => (answer = done)));
    render(screenOf([A, B], approve));
    press('a');
    press('a');
    await act(async () => answer({ data: { status: 'PASSED' } }));
    press('a');
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve).toHaveBeenCalledWith(A);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Approved']);
    expect(screen.getByText('detail of alice')).toBeTruthy();
  });

  it('shows who decided when the server refuses a stale decision', async () => {
    const approve = vi.fn<Decide>(async () => ({
      error: { code: 20032, msg: 'Already decided by reviewer2' },
    }));
    render(screenOf([A, B], approve));
    await act(async () => press('a'));
    expect(screen.getByRole('status').textContent).toBe('Already decided by reviewer2');
    expect(screen.getByText('detail of alice')).toBeTruthy();
  });

  it('claims the item it opens and, while another reviewer has it, says who and decides nothing', async () => {
    const approve = vi.fn<Decide>(async () => ({ data: { status: 'PASSED' } }));
    const claim = vi.fn<Claim>(mineClaim);
    const taken = { byId: 8, by: 'reviewer2', expiresAt: Date.now() + 300_000 };
    const view = render(screenOf([{ ...A, claim: taken }, B], approve, approve, claim));
    await act(async () => undefined);
    expect(claim).toHaveBeenCalledWith({ ...A, claim: taken });
    expect(screen.getByRole('button', { name: /alice/ }).textContent).toContain(
      'Being reviewed by reviewer2',
    );
    expect(screen.getByRole('status').textContent).toBe('Being reviewed by reviewer2');
    press('a');
    expect(approve).not.toHaveBeenCalled();
    // Their claim ended: the next listing no longer shows it, and the panel claims it again.
    view.rerender(screenOf([A, B], approve, approve, claim));
    await act(async () => undefined);
    expect(claim).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Being reviewed by reviewer2')).toBeNull();
    await act(async () => press('a'));
    expect(approve).toHaveBeenCalledWith(A);
  });
});
