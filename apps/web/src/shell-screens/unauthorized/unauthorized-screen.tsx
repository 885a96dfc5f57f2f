import { NavBar } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl * 2}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;

/** Every route of an unauthorized tenant ends here, so there is no back arrow to loop with. */
export default function UnauthorizedScreen() {
  const intl = useIntl();
  return (
    <>
      <NavBar title={intl.formatMessage({ id: 'route.unauthorized' })} />
      <Message role="alert">
        <FormattedMessage id="tenant.unauthorized" />
      </Message>
    </>
  );
}
