import { useRegisterMutation } from '@trading/api';
import { useToast } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { AgreementCheck } from '../../shared/forms/agreement-check';
import { isBlank } from '../../shared/forms/field-errors';
import { FormBody, Hint, SubmitButton } from '../../shared/forms/form-styles';
import { NewPasswordFields } from '../../shared/forms/new-password-fields';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { TextField } from '../../shared/forms/text-field';
import { useApiCall } from '../../shared/forms/use-api-call';
import { useForm } from '../../shared/forms/use-form';
import { REGISTER_FIELDS, validateRegister, type RegisterValues } from './validate-register';

const EMPTY: RegisterValues = {
  username: '',
  password: '',
  repeatPassword: '',
  authCode: '',
  email: '',
  mobile: '',
};

/** /register: account, password twice, the tenant's registration code; then to /login. */
export function RegisterScreen() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const { busy, call } = useApiCall();
  const { values, rejects, field } = useForm(EMPTY);
  const [agreed, setAgreed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rejects(validateRegister(values), REGISTER_FIELDS)) return;
    if (!agreed) {
      toast.show(intl.formatMessage({ id: 'message.agreeRegistrationAgreement' }));
      return;
    }
    const result = await call(() =>
      register({
        username: values.username.trim(),
        password: values.password,
        authCode: values.authCode.trim(),
        ...(isBlank(values.email) ? {} : { email: values.email.trim() }),
        ...(isBlank(values.mobile) ? {} : { mobile: values.mobile.trim() }),
      }),
    );
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: 'success.register' }));
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <ScreenBar title="route.register" />
      <FormBody onSubmit={submit} noValidate>
        <TextField label="form.username.label" {...field('username')} autoComplete="username" />
        <NewPasswordFields
          label="form.password.label"
          password={field('password')}
          repeat={field('repeatPassword')}
        />
        <TextField label="form.authCode.label" {...field('authCode')} />
        <TextField
          label="auth.emailOptional"
          type="email"
          inputMode="email"
          {...field('email')}
          autoComplete="email"
        />
        <TextField
          label="auth.mobileOptional"
          type="tel"
          inputMode="tel"
          {...field('mobile')}
          autoComplete="tel"
        />
        <AgreementCheck label="form.agreeRegistration" checked={agreed} onChange={setAgreed} />
        <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'action.register' })}</SubmitButton>
        <Hint>
          <Link to="/login">{intl.formatMessage({ id: 'auth.haveAccount' })}</Link>
        </Hint>
      </FormBody>
    </>
  );
}
