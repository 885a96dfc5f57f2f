import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from './password-rules';

describe('checkPasswordChange', () => {
  it('requires the old password only when asked to', () => {
    const values = { oldPassword: '', password: '123456', repeatPassword: '123456' };
    expect(checkPasswordChange(values, true).errors).toEqual({
      oldPassword: 'form.oldPassword.required',
    });
    expect(checkPasswordChange(values, false).errors).toEqual({});
  });

  it('requires the new password (6 characters) and the repeat', () => {
    expect(
      checkPasswordChange({ oldPassword: 'x', password: '', repeatPassword: '' }, true).errors,
    ).toEqual({
      password: 'form.newPassword.required',
      repeatPassword: 'form.repeatPassword.required',
    });
    expect(
      checkPasswordChange({ oldPassword: 'x', password: '12', repeatPassword: '12' }, true).errors,
    ).toEqual({
      password: 'form.password.length',
    });
  });

  it('reports a different repeat as a warning, not an error', () => {
    const check = checkPasswordChange(
      { oldPassword: 'x', password: '123456', repeatPassword: '654321' },
      true,
    );
    expect(check).toEqual({ errors: {}, mismatch: true });
  });
});
