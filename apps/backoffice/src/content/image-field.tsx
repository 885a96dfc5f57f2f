import { UPLOAD_MIME_TYPES } from '@trading/contract';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { ErrorText } from '../shell/error-text';
import { Thumbnail } from './content-look';
import { ServerError } from '../shell/server-error';
import { invalidProps } from '../shell/text-field';

/** The file input hides inside a label drawn as a button: one press opens the file picker. */
const UploadButton = styled.label`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/**
 * An image named by its URL: typed (an image already hosted elsewhere) or uploaded, which
 * fills the URL the server answers. `label` names the field, e.g. "Image" or "Icon".
 */
export function ImageField(props: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (url: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const [upload, { error: uploadError, isLoading }] = consoleApi.useContentImageUploadMutation();
  const label = intl.formatMessage({ id: props.label });
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div>
        <input
          id={id}
          value={props.value}
          placeholder="https://…"
          onChange={(e) => props.onChange(e.target.value)}
          {...invalidProps(errorId, props.error)}
        />
        {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
        <UploadButton aria-busy={isLoading}>
          <FormattedMessage id="content.upload" values={{ field: label }} />
          <input
            type="file"
            accept={UPLOAD_MIME_TYPES.join(',')}
            disabled={isLoading}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const answer = await upload({ file });
              if (answer.data) props.onChange(answer.data.url);
            }}
          />
        </UploadButton>
        <ServerError error={uploadError} />
        {props.value && <Thumbnail src={props.value} alt="" />}
      </div>
    </>
  );
}
