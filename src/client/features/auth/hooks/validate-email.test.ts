import { expect, test } from 'bun:test';
import { validateEmail } from './use-login-flow';

test.each([
  ['Someone@Example.com ', { email: 'someone@example.com' }],
  ['.dot@example.com', { error: 'Email cannot start with a period' }],
  ['not-an-email', { error: 'Please enter a valid email address' }],
  ['', { error: 'Please enter a valid email address' }],
  [`${'a'.repeat(250)}@example.com`, { error: 'Email address is too long' }],
])('validateEmail(%p)', (input, expected) => {
  expect(validateEmail(input)).toEqual(expected);
});
