/**
 * DEVELOPMENT ONLY. This ES256 (P-256) key pair is committed to the repository so `npm start` and the tests need no
 * set-up; anyone can read it, so anyone could sign identity tokens with it. Production refuses both halves
 * (identity-keys.ts). Generate a real pair with:
 *   openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt > identity-private.pem
 *   openssl ec -in identity-private.pem -pubout > identity-public.pem
 */
export const DEV_IDENTITY_TOKEN_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQguZYYMT8hic1OJ5ua
SWQaDR13BPHSyY+l6SQQonyteY+hRANCAAS6WYramb5m4aKIaEWY5sEh2Kd9vVPC
Gwbn0uHA2jvjqIFrJfx75AVJdkcZu6GVQJNNck3U0aD8iKb/iXvELPxW
-----END PRIVATE KEY-----
`;

/** DEVELOPMENT ONLY: the public half of DEV_IDENTITY_TOKEN_PRIVATE_KEY; refused in production. */
export const DEV_IDENTITY_TOKEN_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEulmK2pm+ZuGiiGhFmObBIdinfb1T
whsG59LhwNo746iBayX8e+QFSXZHGbuhlUCTTXJN1NGg/Iim/4l7xCz8Vg==
-----END PUBLIC KEY-----
`;

/**
 * DEVELOPMENT ONLY: the fallback for symmetric secrets (SESSION_SECRET) on a developer machine. It was once the shared
 * HMAC key of the identity token; it is published, so production refuses it (secret-strength.ts).
 */
export const DEV_ONLY_SECRET = 'petcora-dev-only-secret-change-me-in-production';
