import './legal.css';
import type { LegalSection } from '@/config/legal.messages';

/** A page of plain text in sections: the Terms and the Privacy Policy. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="page panel legal-page">
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{intro}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
