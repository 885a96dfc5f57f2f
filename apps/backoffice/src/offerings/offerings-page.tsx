import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { fieldLook } from '../shell/field-look';
import { DataTable } from '../shell/form-look';
import { ScreenPage } from '../shell/screen-page';

/** The offerings screens' frame: a title, a rule, actions, then the table, stacked from the top. */
const Page = styled(ScreenPage)`
  input,
  select {
    ${fieldLook}
  }
`;

/** A list screen's table whose rows take a quantity each. */
export const OfferingsTable = styled(DataTable)`
  input {
    width: 8em;
  }
`;

/** A row of controls above the table: fields with their buttons, wrapping on a narrow screen. */
export const OfferingsActions = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
`;

/**
 * An offerings screen: its title, the rule it applies (read before acting), its actions and
 * table, and a line saying so when the list came back empty. Texts are `<screen>.title` etc.
 */
export function OfferingsScreen(props: {
  screen: 'allot' | 'settle';
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Page>
      <h1>
        <FormattedMessage id={`${props.screen}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`${props.screen}.rule`} />
      </p>
      {props.children}
      {props.empty && (
        <p>
          <FormattedMessage id={`${props.screen}.empty`} />
        </p>
      )}
    </Page>
  );
}
