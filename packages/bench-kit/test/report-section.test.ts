import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeReportSection } from '../src/report-section';

describe('writeReportSection, one benchmark rewriting its own section of the shared report', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-kit-report-'));
    file = join(dir, 'docs', 'benchmarks.md');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const report = () => readFileSync(file, 'utf8');
  const given = (text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  it('when there is no report yet, then it starts one holding the section', () => {
    writeReportSection(file, 'HTTP', 'figures\n');
    expect(report()).toBe('# Benchmarks\n\n## HTTP\n\nfigures\n');
  });

  it('when other sections stand around it, then only its own figures change', () => {
    given('# Benchmarks\n\n## Cold start\n\nold a\n\n## HTTP\n\nold b\n\n## Web\n\nold c\n');
    writeReportSection(file, 'HTTP', 'new b');
    expect(report()).toBe(
      '# Benchmarks\n\n## Cold start\n\nold a\n\n## HTTP\n\nnew b\n\n## Web\n\nold c\n',
    );
  });

  it('when the section is new, then it goes after the others', () => {
    given('# Benchmarks\n\n## Cold start\n\nold a\n\n');
    writeReportSection(file, 'Chat fan-out', 'figures');
    expect(report()).toBe('# Benchmarks\n\n## Cold start\n\nold a\n\n## Chat fan-out\n\nfigures\n');
  });

  it('when the section ends the file, then its old figures are all replaced', () => {
    given('# Benchmarks\n\n## Web\n\nold figures\n\nmore old figures\n');
    writeReportSection(file, 'Web', 'new figures');
    expect(report()).toBe('# Benchmarks\n\n## Web\n\nnew figures\n');
  });

  it('when the section has hand-written notes under `keepFrom`, then they survive the rerun', () => {
    const notes = '### What each change bought\n\n- a smaller entry\n';
    given(`# Benchmarks\n\n## Web\n\nold figures\n\n${notes}\n## Memory\n\nkept\n`);
    writeReportSection(file, 'Web', 'new figures', { keepFrom: '### What each change bought' });
    expect(report()).toBe(`# Benchmarks\n\n## Web\n\nnew figures\n\n${notes}\n## Memory\n\nkept\n`);
  });

  it('when a heading only starts like the section, then that other section is left alone', () => {
    given('# Benchmarks\n\n## HTTP overload\n\nkept\n');
    writeReportSection(file, 'HTTP', 'figures');
    expect(report()).toBe('# Benchmarks\n\n## HTTP overload\n\nkept\n\n## HTTP\n\nfigures\n');
  });
});
