import { SimplePage } from './simple-page';

export function TermsPage() {
  return (
    <SimplePage title="Terms of Service">
      <p className="pc-muted">Last updated {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}</p>
      <p>
        By using Pet Cora you agree to these terms. You must be at least 13 years old, and AI pet-care insights are not
        veterinary advice. The complete terms are being finalised.
      </p>
    </SimplePage>
  );
}
