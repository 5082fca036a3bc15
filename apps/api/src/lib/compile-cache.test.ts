import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWithCodeCache, writeCodeCache } from './compile-cache';

describe("the built app's V8 code cache", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    file = join(dir, 'bundle.cjs');
    writeFileSync(
      file,
      "const { basename } = require('node:path');\nexports.name = basename(__filename);\nexports.add = (a, b) => a + b;\n",
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when the build wrote the cache, then it lies beside the file and the file runs with its exports', async () => {
    writeCodeCache(file);
    expect(statSync(`${file}.cache`).size).toBeGreaterThan(0);
    const bundle = (await runWithCodeCache(file)) as {
      name: string;
      add(a: number, b: number): number;
    };
    expect(bundle.name).toBe('bundle.cjs');
    expect(bundle.add(2, 3)).toBe(5);
  });

  it('when the cache is missing or from another Node, then the file is compiled from source as usual', async () => {
    expect(existsSync(`${file}.cache`)).toBe(false);
    expect(
      ((await runWithCodeCache(file)) as { add(a: number, b: number): number }).add(1, 1),
    ).toBe(2);
    writeFileSync(`${file}.cache`, 'not a V8 code cache');
    expect(((await runWithCodeCache(file)) as { name: string }).name).toBe('bundle.cjs');
  });
});
