import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from './password-rules';

describe('checkPasswordChange', () => {
  it('requires the old password only when asked to', () => {
    const values = { oldPassword: '', password: '123456', repeatPassword: '123456' };
    expect(checkPasswordChange(values, true)).toEqual({
      oldPassword: 'form.oldPassword.required',
    });
    expect(checkPasswordChange(values, false)).toEqual({});
  });

  it('requires the new password (6 characters) and the repeat', () => {
    expect(
      checkPasswordChange({ oldPassword: 'x', password: '', repeatPassword: '' }, true),
    ).toEqual({
      password: 'form.newPassword.required',
      repeatPassword: 'form.repeatPassword.required',
    });
    expect(
      checkPasswordChange({ oldPassword: 'x', password: '12', repeatPassword: '12' }, true),
    ).toEqual({
      password: 'form.password.length',
    });
  });

  it('stops a different repeat with the message at the repeat field', () => {
    const errors = checkPasswordChange(
      { oldPassword: 'x', password: '123456', repeatPassword: '654321' },
      true,
    );
    expect(errors).toEqual({ repeatPassword: 'message.passwordsDifferent' });
  });
});
