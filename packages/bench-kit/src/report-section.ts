/**
 * docs/benchmarks.md holds one `## ` section per benchmark; each run rewrites only its own, so the
 * benchmarks can run one at a time, in any order, and the file keeps them all.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SectionOptions {
  /**
   * A subsection heading (e.g. `### What each change bought`) under which the section's
   * hand-written text starts: a run replaces only what stands above it.
   */
  keepFrom?: string;
}

/**
 * Replaces (or appends) the section under `## heading` in `file` with `body`: up to the next
 * `## ` heading, or up to `keepFrom`. Every other section stays as it was. Returns the section.
 */
export function writeReportSection(
  file: string,
  heading: string,
  body: string,
  { keepFrom }: SectionOptions = {},
): string {
  const title = `## ${heading}`;
  const section = `${title}\n\n${body.trim()}\n`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${title}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const rest = current.slice(start + title.length);
    const ends = [rest.indexOf('\n## '), keepFrom ? rest.indexOf(`\n${keepFrom}\n`) : -1].filter(
      (index) => index >= 0,
    );
    const kept = ends.length > 0 ? `\n${rest.slice(Math.min(...ends) + 1)}` : '';
    next = `${current.slice(0, start)}${section}${kept}`;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, next);
  return section;
}
