import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Layout of the shell's text pages: one h1, readable line length, a way back home. */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="pc-container pc-page shell-prose">
      <h1>{title}</h1>
      {children}
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </article>
  );
}
