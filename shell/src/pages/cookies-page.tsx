import { SimplePage } from './simple-page';

export function CookiesPage() {
  return (
    <SimplePage title="Cookie Policy">
      <p>
        Pet Cora uses essential cookies to keep you signed in and protect your account, and optional cookies only with your
        consent. The complete cookie policy is being finalised.
      </p>
    </SimplePage>
  );
}
