import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ScreenPage } from '../shell/screen-page';
import { consoleApi } from '../api/console-api';
import { ErrorText } from '../shell/error-text';
import { fieldLook } from '../shell/field-look';
import { Notice } from '../shell/notice';
import { OfferFieldInput } from './offer-field-input';
import { PublishedOffers } from './published-offers';
import {
  OFFER_FIELDS,
  OFFER_KINDS,
  offerRequest,
  type OfferKind,
  type OfferValues,
} from './offer-form';

const Form = styled.form`
  max-width: 720px;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(10em, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  align-items: start;
  background: ${({ theme }) => theme.color.background};
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  label {
    padding-top: ${({ theme }) => theme.space.xs}px;
  }
  input:not([type='checkbox']),
  select,
  textarea {
    ${fieldLook}
    width: 100%;
    box-sizing: border-box;
  }
`;

/** Publishing an offer: the kind, then its fields, checked against the call's contract first. */
export function PublishScreen() {
  const intl = useIntl();
  const [kind, setKind] = useState<OfferKind>('IPO');
  const [values, setValues] = useState<OfferValues>({ amountOpen: 'true' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [publish, { data, error, isLoading, reset }] = consoleApi.usePublishOfferMutation();
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    reset();
  };
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="publish.title" />
      </h1>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          const checked = offerRequest(kind, values);
          if ('errors' in checked) return setErrors(checked.errors);
          setErrors({});
          void publish(checked);
        }}
      >
        <label htmlFor="offer-kind">
          <FormattedMessage id="publish.kind" />
        </label>
        <select
          id="offer-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as OfferKind);
            setErrors({});
            reset();
          }}
        >
          {OFFER_KINDS.map((k) => (
            <option key={k} value={k}>
              {intl.formatMessage({ id: `publish.kind.${k}` })}
            </option>
          ))}
        </select>
        {OFFER_FIELDS[kind].map((field) => (
          <OfferFieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => set(field.name, value)}
          />
        ))}
        <span />
        <div>
          <Button $variant="primary" type="submit" disabled={isLoading}>
            <FormattedMessage id="publish.submit" />
          </Button>
          {data && (
            <Notice role="status">
              <FormattedMessage id="publish.done" values={{ id: data.id }} />
            </Notice>
          )}
          {error && 'msg' in error && <ErrorText role="alert">{error.msg}</ErrorText>}
        </div>
      </Form>
      <PublishedOffers />
    </ScreenPage>
  );
}
