import {
  useSessionRevokeMutation,
  useSessionRevokeOthersMutation,
  useSessionsQuery,
} from '@trading/api';
import type { DeviceSession } from '@trading/contract';
import { Button, Cell, CellGroup, ErrorPanel, Skeleton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useFormatRecent } from '../../shared/date-time/use-format-recent';
import { SectionFooter, SectionTitle } from './section-styles';
import { useConfirmedCall } from '../../shared/forms/use-confirmed-call';

/** The account's signed-in sessions: this one marked, any other signed out with one tap. */
export function SessionsSection() {
  const intl = useIntl();
  const formatTime = useFormatRecent();
  const sessions = useSessionsQuery();
  const [revoke] = useSessionRevokeMutation();
  const [revokeOthers] = useSessionRevokeOthersMutation();
  const { busy, confirmThen, dialog, text } = useConfirmedCall();
  const signOut = (question: string, send: Parameters<typeof confirmThen>[1]) =>
    confirmThen(question, send, 'devices.signedOut');

  const label = (session: DeviceSession) =>
    [
      session.place,
      intl.formatMessage({ id: 'devices.lastSeen' }, { time: formatTime(session.lastSeenTime) }),
    ]
      .filter(Boolean)
      .join(' · ');

  let body;
  if (sessions.isError && !sessions.data)
    body = <ErrorPanel onRetry={() => void sessions.refetch()} />;
  else if (!sessions.data) body = <Skeleton rows={3} />;
  else
    body = (
      <CellGroup>
        {/* The device in the investor's hand first, the others as the server orders them. */}
        {[...sessions.data]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((session) => (
            <Cell
              key={session.id}
              title={session.device || text('devices.unknownDevice')}
              label={label(session)}
              value={
                session.current ? (
                  text('devices.thisDevice')
                ) : (
                  <Button
                    $variant="default"
                    disabled={busy}
                    onClick={() =>
                      void signOut('devices.confirmSignOut', () => revoke({ id: session.id }))
                    }
                  >
                    {text('devices.signOut')}
                  </Button>
                )
              }
            />
          ))}
      </CellGroup>
    );
  const others = sessions.data?.some((s) => !s.current) ?? false;

  return (
    <section>
      <SectionTitle>{text('devices.sessions')}</SectionTitle>
      {body}
      {others && (
        <SectionFooter>
          <Button
            $variant="danger"
            $block
            disabled={busy}
            onClick={() => void signOut('devices.confirmSignOutOthers', () => revokeOthers())}
          >
            {text('devices.signOutOthers')}
          </Button>
        </SectionFooter>
      )}
      {dialog}
    </section>
  );
}
