import { Button } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Row = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * A row of buttons of which one is pressed (order type, time in force); each button's text is
 * the message `${messagePrefix}.${choice}`. Four choices go two by two, so long words fit a phone.
 */
export function ChoiceSwitch<T extends string>({
  label,
  choices,
  messagePrefix,
  value,
  onChange,
}: {
  label: string;
  choices: readonly T[];
  messagePrefix: string;
  value: T;
  onChange: (choice: T) => void;
}) {
  const intl = useIntl();
  return (
    <Row role="group" aria-label={label} $columns={choices.length > 3 ? 2 : choices.length}>
      {choices.map((choice) => (
        <Button
          key={choice}
          $variant={choice === value ? 'primary' : 'default'}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {intl.formatMessage({ id: `${messagePrefix}.${choice}` })}
        </Button>
      ))}
    </Row>
  );
}
