import { apiJson } from '@petcora/api-client';
import type { AuthResponse } from '@petcora/contracts';
import type { FullSignUpDto } from '@petcora/validation';
import { useSession } from '@petcora/session';
import { toast } from '@petcora/ui/toast';

const OPTIONAL_FIELDS = ['bio', 'location', 'website'] as const;

/** The wire body: every field of the form, leaving out optional ones the user left empty. */
export function toFullSignUpPayload(values: FullSignUpDto): FullSignUpDto {
  const payload: FullSignUpDto = { ...values, email: values.email.trim(), username: values.username.trim() };
  for (const field of OPTIONAL_FIELDS) {
    if (!payload[field]?.trim()) delete payload[field];
  }
  return payload;
}

/** POST /api/auth/signup with the full form (confirmPassword included, the server checks it too). */
export function fullSignUp(values: FullSignUpDto): Promise<AuthResponse> {
  return apiJson<AuthResponse>('/api/auth/signup', {
    method: 'POST',
    json: toFullSignUpPayload(values),
  });
}

/** What profilePathOf reads: the server's AuthResponse, or the typed username when no answer arrived. */
type UsernameSource = { user?: { username?: string }; username?: string };

/** The username of the answer (user.username or top level), else the literal 'profile' as the spec says. */
export function profilePathOf(response: UsernameSource | undefined): string {
  return `/user/${response?.user?.username ?? response?.username ?? 'profile'}`;
}

/**
 * After a community sign-in or sign-up: the welcome toast, the session re-read (so the shell shows the member), then
 * the path of the member's profile to open.
 */
export async function welcomeToProfile(
  welcome: { title: string; description: string },
  response: UsernameSource | undefined,
  typedUsername: string,
): Promise<string> {
  toast({ ...welcome, variant: 'success' });
  await useSession.getState().refresh();
  return profilePathOf(response ?? { username: typedUsername });
}
