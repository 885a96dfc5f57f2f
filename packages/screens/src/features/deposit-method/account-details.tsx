import type { DepositAccount } from '@trading/contract';
import { CopyButton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTenant, useTenantLabel } from '../../shared/context';
import { Card } from '../../shared/forms/form-styles';

const List = styled.dl`
  margin: 0;
  & > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm}px;
    min-height: 44px;
  }
  & dt {
    width: 40%;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.sizeSm}px;
  }
  & dd {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm}px;
    margin: 0;
  }
  & dd > span {
    flex: 1;
    /* Long account numbers may break anywhere; a bank's name breaks between its words first. */
    overflow-wrap: anywhere;
  }
`;

/** The tenant's receiving account, each value with a copy button. */
export function AccountDetails({ account }: { account: DepositAccount }) {
  const intl = useIntl();
  const { definition } = useTenant();
  const { bankCode, extraCode } = definition.bankFields;
  const labelOf = useTenantLabel();
  const rows: Array<[string, string | null]> = [
    [intl.formatMessage({ id: 'form.bank.label' }), account.bank],
    [intl.formatMessage({ id: 'form.accountName.label' }), account.account],
    [intl.formatMessage({ id: 'form.accountNumber.label' }), account.cardNo],
    [intl.formatMessage({ id: 'form.branch.label' }), account.branch],
    ...(bankCode
      ? [
          [intl.formatMessage({ id: 'form.bankCode.label' }), account.bankCode] as [
            string,
            string | null,
          ],
        ]
      : []),
    ...(extraCode ? [[labelOf(extraCode), account.extraCode] as [string, string | null]] : []),
  ];
  return (
    <Card>
      <List>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {/* A <dl> row holds only <dt> and <dd>, so the copy button lives in the <dd>. */}
              <dd>
                <span>{value}</span>
                <CopyButton
                  text={value}
                  aria-label={intl.formatMessage({ id: 'deposit.copyField' }, { field: label })}
                />
              </dd>
            </div>
          ))}
      </List>
    </Card>
  );
}
