import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Today's date in words, e.g. 'November 21, 2026' (the spec shows today's date as 'Last updated'). */
export function lastUpdatedText(now: Date = new Date()): string {
  return `Last updated: ${now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}`;
}

/** Shared layout of /terms, /privacy and /cookies: one h1, a contents list, numbered sections, a way home. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="pc-container pc-page shell-legal">
      <p>
        <Link to="/">Back to Home</Link>
      </p>
      <h1>{title}</h1>
      <p className="pc-muted">{lastUpdatedText()}</p>
      {intro}
      <nav aria-label="On this page" className="shell-legal__toc">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
