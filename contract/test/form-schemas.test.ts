import { describe, expect, it } from 'vitest';
import {
  emailChangeFormSchema,
  loginFormSchema,
  passwordChangeFormSchema,
  passwordResetFormSchema,
  profileDetailsFormSchema,
  signupDraftSchema,
} from '../src/form-schemas.ts';

/** The error code on each field at fault, as the web's form hook shows it (`errors.<code>`). */
function codes(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const draft = {
  gender: 'female',
  looking_for: 'men',
  birth_day: '1',
  birth_month: '2',
  birth_year: '1990',
  country: 'NL',
  region: '',
  name: 'Sanne',
  email: 'sanne@example.nl',
  signup_message: '',
  password: 'geheim123',
  terms: true,
};

describe('the forms’ schemas', () => {
  it('refuse an empty login as a failed login', () => {
    expect(codes(loginFormSchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: 'login_failed',
      password: 'login_failed',
    });
    expect(loginFormSchema.safeParse({ email: 'a@b.nl', password: 'x' }).success).toBe(true);
  });

  it('check a new password and its repeat together', () => {
    expect(codes(passwordResetFormSchema.safeParse({ password: 'kort', password_repeat: 'anders' }))).toEqual(
      {
        password: 'password_too_short',
        password_repeat: 'password_mismatch',
      },
    );
    expect(
      codes(
        passwordChangeFormSchema.safeParse({
          old_password: '',
          password: 'geheim123',
          password_repeat: 'geheim123',
        }),
      ),
    ).toEqual({ old_password: 'old_password_wrong' });
  });

  it('check the new address and ask for the current password', () => {
    expect(codes(emailChangeFormSchema.safeParse({ email: 'geen-adres', password: '' }))).toEqual({
      email: 'email_invalid',
      password: 'password_wrong',
    });
  });

  it('check the signup draft with the signup rules', () => {
    expect(signupDraftSchema.safeParse(draft).success).toBe(true);
    expect(
      codes(
        signupDraftSchema.safeParse({
          ...draft,
          gender: '',
          looking_for: 'all',
          birth_year: String(new Date().getFullYear() - 10),
          name: 'sanne@example.nl',
          terms: false,
        }),
      ),
    ).toEqual({
      gender: 'validation_failed',
      looking_for: 'validation_failed',
      birth_year: 'birth_date_required',
      name: 'name_equals_email',
      terms: 'validation_failed',
    });
  });

  it('check the profile name against the member’s own address', () => {
    const schema = profileDetailsFormSchema('sanne@example.nl');
    expect(codes(schema.safeParse({ name: '@sanne', description: '' }))).toEqual({
      name: 'name_starts_with_at',
    });
    expect(schema.safeParse({ name: 'Sanne', description: '' }).success).toBe(true);
  });
});
