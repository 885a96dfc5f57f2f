import { OperatorRole } from '@trading/contract';
import { useIntl } from 'react-intl';

/** The contract's roles, least power first, named in the console's language. */
export function RoleSelect(props: {
  id?: string;
  /** When no visible label names it (a row of the table). */
  ariaLabel?: string;
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
}) {
  const intl = useIntl();
  return (
    <select
      id={props.id}
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(e) => props.onChange(OperatorRole.parse(e.target.value))}
    >
      {OperatorRole.options.map((role) => (
        <option key={role} value={role}>
          {intl.formatMessage({ id: `role.${role}` })}
        </option>
      ))}
    </select>
  );
}
