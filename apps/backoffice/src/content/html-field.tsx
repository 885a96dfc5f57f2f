import { Button } from '@trading/ui-kit';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { ErrorText } from '../shell/error-text';
import { Actions } from '../shell/form-look';
import { MARKUPS, wrapSelection, type Markup } from './html-markup';
import { ServerError } from '../shell/server-error';
import { invalidProps } from '../shell/text-field';

const Body = styled.textarea`
  font-family: ui-monospace, monospace;
  min-height: 14em;
`;

/** The sanitised body drawn as the investor app draws it, framed apart from the form. */
const PreviewBox = styled.div`
  margin-top: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  img {
    max-width: 100%;
  }
`;

/**
 * The news body: HTML typed or marked up from the toolbar, and a Preview that asks the server
 * to sanitise it exactly as it will for investors, so the editor sees what they will see.
 */
export function HtmlField(props: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const area = useRef<HTMLTextAreaElement>(null);
  const [href, setHref] = useState('');
  const [preview, { data, error, isLoading, reset }] = consoleApi.useContentNewsPreviewMutation();
  const mark = (markup: Markup) => {
    const field = area.current;
    if (!field) return;
    const edited = wrapSelection(
      props.value,
      field.selectionStart,
      field.selectionEnd,
      markup,
      href,
    );
    props.onChange(edited.text);
    reset();
    // After React writes the new text, put the selection back around the wrapped words.
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(edited.start, edited.end);
    });
  };
  return (
    <>
      <label htmlFor={id}>
        <FormattedMessage id="content.news.body" />
      </label>
      <div>
        <Actions role="toolbar" aria-label={intl.formatMessage({ id: 'content.news.toolbar' })}>
          {MARKUPS.map((markup) => (
            <Button
              key={markup}
              type="button"
              $variant="default"
              disabled={markup === 'a' && href.trim() === ''}
              onClick={() => mark(markup)}
            >
              <FormattedMessage id={`content.markup.${markup}`} />
            </Button>
          ))}
          <input
            aria-label={intl.formatMessage({ id: 'content.news.linkAddress' })}
            placeholder="https://…"
            value={href}
            onChange={(e) => setHref(e.target.value)}
          />
        </Actions>
        <Body
          ref={area}
          id={id}
          value={props.value}
          onChange={(e) => {
            props.onChange(e.target.value);
            reset();
          }}
          {...invalidProps(errorId, props.error)}
        />
        {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
        <Actions>
          <Button
            type="button"
            $variant="default"
            disabled={isLoading || props.value.trim() === ''}
            onClick={() => preview({ content: props.value })}
          >
            <FormattedMessage id="content.news.preview" />
          </Button>
          <ServerError error={error} />
        </Actions>
        {data && (
          <PreviewBox
            role="region"
            aria-label={intl.formatMessage({ id: 'content.news.previewTitle' })}
            // The server's sanitised answer, the very HTML the investor app renders.
            dangerouslySetInnerHTML={{ __html: data.html }}
          />
        )}
      </div>
    </>
  );
}
