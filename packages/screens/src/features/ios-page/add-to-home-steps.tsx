import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

// One block of text: the steps read as a short numbered list under their heading.
const Section = styled.section`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  line-height: ${({ theme }) => theme.font.lineHeight};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.font.sizeLg}px;
  }

  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl}px;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.sm}px;
  }
`;

/** Safari's Share → Add to Home Screen, step by step (iOS has no install prompt to offer). */
export function AddToHomeSteps({ title }: { title: string }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'iosPage.stepsTitle' })}</h2>
      <ol>
        <li>{intl.formatMessage({ id: 'iosPage.stepShare' })}</li>
        <li>{intl.formatMessage({ id: 'iosPage.stepAdd' })}</li>
        <li>{intl.formatMessage({ id: 'iosPage.stepConfirm' }, { title })}</li>
      </ol>
    </Section>
  );
}
