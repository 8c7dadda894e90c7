import type { z } from 'shared/zod';
import {
  changePasswordForm,
  gatePassword,
  loginForm,
  loginRequest,
  registerForm,
  registerRequest,
} from './auth';
import { messageIn } from './messages/catalogs';

/** The first message zod gives for each field path, as an English reader sees it. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '(root)';
    found[path] ??= messageIn(issue.message, 'en');
  }
  return found;
}

describe('login', () => {
  it('asks for the username and the password', () => {
    expect(messages(loginForm, { username: '', password: '' })).toEqual({
      username: 'Please enter your username.',
      password: 'Please enter your password.',
    });
    expect(messages(loginRequest, {})).toEqual({
      username: 'Please enter your username.',
      password: 'Please enter your password.',
    });
  });

  it('accepts a filled form and refuses unknown fields', () => {
    expect(messages(loginRequest, { username: 'a@example.ca', password: 'x' })).toEqual({});
    expect(loginRequest.safeParse({ username: 'a', password: 'x', admin: true }).success).toBe(
      false,
    );
  });
});

describe('register', () => {
  const valid = {
    email: 'marie@example.ca',
    password: 'correct horse battery',
    confirm_password: 'correct horse battery',
    accept_terms: true,
  };

  it('accepts a valid form', () => {
    expect(messages(registerForm, valid)).toEqual({});
  });

  it('gives the spec messages for each field', () => {
    expect(
      messages(registerForm, {
        email: '',
        password: 'short',
        confirm_password: '',
        accept_terms: false,
      }),
    ).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter a password of at least 12 characters.',
      confirm_password: 'Please confirm your password.',
      accept_terms: 'You must be 18 or older and accept the terms.',
    });
    expect(messages(registerForm, { ...valid, email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(messages(registerForm, { ...valid, confirm_password: 'something else' })).toEqual({
      confirm_password: 'This does not match your password, please confirm your password.',
    });
  });

  it('requires accept_terms to be true in the request', () => {
    const { confirm_password: _omit, ...request } = valid;
    expect(messages(registerRequest, request)).toEqual({});
    expect(messages(registerRequest, { ...request, accept_terms: false })).toEqual({
      accept_terms: 'You must be 18 or older and accept the terms.',
    });
  });
});

describe('change password', () => {
  it('gives the spec messages for empty fields', () => {
    expect(
      messages(changePasswordForm, { old_password: '', new_password: '', confirm_password: '' }),
    ).toEqual({
      old_password: 'Please enter your current password.',
      new_password: 'Please enter your new password.',
      confirm_password: 'Please confirm your new password.',
    });
  });

  it('says when the confirmation differs', () => {
    expect(
      messages(changePasswordForm, {
        old_password: 'old one',
        new_password: 'a long new password',
        confirm_password: 'a long new passw0rd',
      }),
    ).toEqual({
      confirm_password: 'This does not match your new password, please confirm your new password.',
    });
  });
});

describe('gate password', () => {
  it('asks for the password when empty', () => {
    expect(messages(gatePassword, '')).toEqual({ '(root)': 'Please enter your password.' });
    expect(messages(gatePassword, 'secret')).toEqual({});
  });
});
