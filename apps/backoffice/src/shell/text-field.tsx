import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorText } from './error-text';

/** The attributes that tie a field to the contract's complaint shown under it. */
export function invalidProps(errorId: string, error: string | undefined) {
  return error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
}

/** A labelled field in a console form, the contract's complaint under it. */
export function TextField(props: {
  /** A message id, with its values when it names something (a language). */
  label: string;
  labelValues?: Record<string, string>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  /**
   * A password, hidden as typed: a new one (the browser offers to generate one), or with
   * 'current' the one the account has (the browser offers the saved one).
   */
  password?: boolean | 'current';
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value: props.value,
    ...invalidProps(errorId, props.error),
  };
  return (
    <>
      <label htmlFor={id}>
        <FormattedMessage id={props.label} values={props.labelValues} />
      </label>
      <div>
        {props.multiline ? (
          <textarea rows={5} {...common} onChange={(e) => props.onChange(e.target.value)} />
        ) : (
          <input
            {...common}
            {...(props.password && {
              type: 'password',
              autoComplete: props.password === 'current' ? 'current-password' : 'new-password',
            })}
            onChange={(e) => props.onChange(e.target.value)}
          />
        )}
        {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
      </div>
    </>
  );
}
