import {
  useSessionRevokeMutation,
  useSessionRevokeOthersMutation,
  useSessionsQuery,
} from '@trading/api';
import type { DeviceSession } from '@trading/contract';
import {
  Button,
  Cell,
  CellGroup,
  ErrorPanel,
  Skeleton,
  useConfirm,
  useToast,
} from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../../shared/date-time/use-format-date-time';
import { useApiCall } from '../../shared/forms/use-api-call';
import { SectionFooter, SectionTitle } from './section-styles';

/** The account's signed-in sessions: this one marked, any other signed out with one tap. */
export function SessionsSection() {
  const intl = useIntl();
  const toast = useToast();
  const formatTime = useFormatDateTime();
  const sessions = useSessionsQuery();
  const [revoke] = useSessionRevokeMutation();
  const [revokeOthers] = useSessionRevokeOthersMutation();
  const { busy, call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const text = (id: string) => intl.formatMessage({ id });

  const signOut = async (send: () => PromiseLike<{ data?: unknown; error?: unknown }>) => {
    const confirmed = await confirm({
      message: text('devices.confirmSignOut'),
      confirmText: text('ui.confirm'),
      cancelText: text('ui.cancel'),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    if ((await call(send)).ok) toast.show(text('devices.signedOut'));
  };

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
        {sessions.data.map((session) => (
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
                  onClick={() => void signOut(() => revoke({ id: session.id }))}
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
            onClick={() => void signOut(() => revokeOthers())}
          >
            {text('devices.signOutOthers')}
          </Button>
        </SectionFooter>
      )}
      {dialog}
    </section>
  );
}
