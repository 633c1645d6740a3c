import { apiJson } from '@petcora/api-client';
import type { EmailSignUpDto, EmailSignUpFormDto } from '@petcora/validation/auth';
import type { AuthResponse } from './sign-in';

export type SignUpPayload = EmailSignUpDto;

/** The wire body: never the confirmation, and optional names only when given. */
export function toSignUpPayload(values: EmailSignUpFormDto): SignUpPayload {
  const payload: SignUpPayload = {
    email: values.email.trim(),
    username: values.username,
    password: values.password,
  };
  if (values.firstName?.trim()) payload.firstName = values.firstName.trim();
  if (values.lastName?.trim()) payload.lastName = values.lastName.trim();
  return payload;
}

/** POST /api/auth/signup. */
export function signUp(values: EmailSignUpFormDto): Promise<AuthResponse> {
  return apiJson<AuthResponse>('/api/auth/signup', { method: 'POST', json: toSignUpPayload(values) });
}
