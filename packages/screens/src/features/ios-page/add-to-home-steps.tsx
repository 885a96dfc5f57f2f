import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

/** Safari's Share → Add to Home Screen, step by step (iOS has no install prompt to offer). */
export function AddToHomeSteps({ title }: { title: string }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{intl.formatMessage({ id: 'iosPage.stepsTitle' })}</Heading>
      <Steps>
        <li>{intl.formatMessage({ id: 'iosPage.stepShare' })}</li>
        <li>{intl.formatMessage({ id: 'iosPage.stepAdd' })}</li>
        <li>{intl.formatMessage({ id: 'iosPage.stepConfirm' }, { title })}</li>
      </Steps>
    </section>
  );
}
