import { useKycQuery } from '@trading/api';
import { Button, ErrorPanel } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { isKycEditable, KycStatus } from '../../shared/kyc/kyc-status';

const STEPS = [
  'kyc.step.register',
  'kyc.step.certification',
  'kyc.step.deposit',
  'kyc.step.transaction',
];

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  counter-increment: step;
  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Intro = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
`;

/**
 * /openKyc: the four steps of opening an account and the way into the KYC form, offered only
 * while there is something to submit; a record verified or under review shows its status.
 */
export function OpenKycScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const kyc = useKycQuery();
  let action = null;
  if (kyc.isError && kyc.data === undefined)
    action = <ErrorPanel onRetry={() => void kyc.refetch()} />;
  else if (kyc.data !== undefined && !isKycEditable(kyc.data))
    action = <KycStatus kyc={kyc.data} />;
  else if (kyc.data !== undefined)
    action = (
      <Button $variant="primary" $block onClick={() => void navigate('/kyc')}>
        {intl.formatMessage({ id: 'kyc.start' })}
      </Button>
    );
  return (
    <>
      <ScreenBar title="route.openKyc" />
      <Intro>{intl.formatMessage({ id: 'kyc.intro' })}</Intro>
      <Steps>
        {STEPS.map((step) => (
          <Step key={step}>{intl.formatMessage({ id: step })}</Step>
        ))}
      </Steps>
      <Footer>{action}</Footer>
    </>
  );
}
