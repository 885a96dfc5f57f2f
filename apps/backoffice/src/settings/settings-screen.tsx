import type { TenantSettings } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { Actions, FieldsForm } from '../shell/form-look';
import { ServerError } from '../shell/server-error';
import { TextField } from '../shell/text-field';
import { Notice } from '../shell/notice';
import { ScreenPage } from '../shell/screen-page';
import { useMoney } from '../shell/use-money';
import { settingsRequest, settingsValuesOf, type SettingsValues } from './settings-values';

/** The form over what was loaded; a save proposes it, written once a second admin approves. */
function SettingsForm({ settings }: { settings: TenantSettings }) {
  const money = useMoney();
  const [values, setValues] = useState(() => settingsValuesOf(settings));
  const [refused, setRefused] = useState(false);
  const [save, saved] = consoleApi.useTenantSettingsSaveMutation();
  const checked = settingsRequest(values);
  const errors = refused && 'errors' in checked ? checked.errors : {};
  const field = (name: Exclude<keyof SettingsValues, 'secondApprovalAbove'>, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );
  return (
    <FieldsForm
      onSubmit={async (e) => {
        e.preventDefault();
        if ('errors' in checked) return setRefused(true);
        await save(checked.body);
      }}
    >
      {field('registrationCode', 'settings.registrationCode')}
      {field('minDeposit', 'settings.minDeposit')}
      {field('maxDeposit', 'settings.maxDeposit')}
      {field('minWithdraw', 'settings.minWithdraw')}
      <p className="wide">
        <FormattedMessage id="settings.secondApprovalRule" />
      </p>
      {Object.entries(settings.releaseSecondApprovalAbove).map(([currency, release]) => (
        <TextField
          key={currency}
          label="settings.secondApprovalAbove"
          labelValues={{ currency, release: money(release, currency) }}
          value={values.secondApprovalAbove[currency] ?? ''}
          error={errors[`withdrawalSecondApprovalAbove.${currency}`]}
          onChange={(value) =>
            setValues((v) => ({
              ...v,
              secondApprovalAbove: { ...v.secondApprovalAbove, [currency]: value },
            }))
          }
        />
      ))}
      <Actions className="wide">
        <Button $variant="primary" type="submit" disabled={saved.isLoading}>
          <FormattedMessage id="settings.save" />
        </Button>
        {saved.data && !saved.isLoading && (
          <Notice role="status">
            <FormattedMessage id="proposals.proposed" values={{ id: saved.data.id }} />
          </Notice>
        )}
        <ServerError error={saved.error} />
      </Actions>
    </FieldsForm>
  );
}

/**
 * The settings an admin may change without a release: who may sign up, the deposit range,
 * the smallest withdrawal and when a withdrawal needs two approvers.
 */
export function SettingsScreen() {
  const { data, error } = consoleApi.useTenantSettingsQuery();
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="settings.title" />
      </h1>
      <p>
        <FormattedMessage id="settings.rule" />{' '}
        {data?.updatedAt != null && (
          <FormattedMessage
            id="settings.changedAt"
            values={{
              when: <FormattedDate value={data.updatedAt} dateStyle="medium" timeStyle="short" />,
            }}
          />
        )}
      </p>
      <ServerError error={error} />
      {data && <SettingsForm settings={data} />}
    </ScreenPage>
  );
}
