import type { UserBank } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { FieldLabel, FieldStack } from '../../shared/forms/field-frame';
import { FieldError } from '../../shared/forms/text-field';
import { useCoolingNote } from '../../shared/forms/use-cooling-note';

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  opacity: ${({ $disabled }) => ($disabled ? 0.7 : 1)};
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/** A saved destination as the investor recognises it: its bank (or USDT) and its masked number. */
export function destinationName(account: UserBank): string {
  return `${account.usdt ? 'USDT' : (account.bank ?? '')} ${account.accountNumber}`.trim();
}

/**
 * Where the money goes: one of the investor's saved destinations, nothing typed (the server
 * pays only saved ones, after their cooling-off). One still cooling off is listed with the
 * date from which it can be used and cannot be chosen yet; the link adds a new one.
 */
export function DestinationPicker({
  accounts,
  chosen,
  onChoose,
  error,
  usdt = false,
}: {
  accounts: UserBank[];
  chosen: number | null;
  onChoose: (account: UserBank) => void;
  error?: string;
  /** The USDT tab's link adds an address rather than a bank account. */
  usdt?: boolean;
}) {
  const intl = useIntl();
  const coolingNote = useCoolingNote();
  const title = intl.formatMessage({ id: 'withdraw.destination' });
  return (
    <FieldStack role="radiogroup" aria-label={title}>
      <FieldLabel as="span">{title}</FieldLabel>
      {accounts.length === 0 && (
        <Note>
          <FormattedMessage id="withdraw.noDestination" />
        </Note>
      )}
      <Options>
        {accounts.map((account) => {
          const cooling = coolingNote(account);
          return (
            <Option key={account.id} $disabled={cooling !== null}>
              <input
                type="radio"
                name="destination"
                checked={chosen === account.id}
                disabled={cooling !== null}
                onChange={() => onChoose(account)}
              />
              <Lines>
                <span>{destinationName(account)}</span>
                <Note>{account.accountName}</Note>
                {cooling && <Note>{cooling}</Note>}
              </Lines>
            </Option>
          );
        })}
      </Options>
      {error && <FieldError role="alert">{intl.formatMessage({ id: error })}</FieldError>}
      <Link to="/userBank">
        <FormattedMessage id={usdt ? 'withdraw.addUsdtAddress' : 'withdraw.addDestination'} />
      </Link>
    </FieldStack>
  );
}
