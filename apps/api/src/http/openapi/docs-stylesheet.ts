/** The API reference page's stylesheet: a string, so the bundled build carries it (tsup ships no .css files). */
export const DOCS_STYLESHEET = `
:root { color-scheme: light dark; --muted: #6b7280; --line: #d1d5db; --code: #f3f4f6; }
@media (prefers-color-scheme: dark) { :root { --muted: #9ca3af; --line: #374151; --code: #111827; } }
body { font: 15px/1.5 system-ui, sans-serif; max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 small { color: var(--muted); font-weight: normal; font-size: 0.6em; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; margin-top: 2rem; }
h4 { margin: 0.75rem 0 0.25rem; }
details { border: 1px solid var(--line); border-radius: 6px; margin: 0.4rem 0; padding: 0.3rem 0.6rem; }
details details { border-style: dashed; }
summary { cursor: pointer; }
pre { background: var(--code); padding: 0.5rem; overflow-x: auto; font-size: 13px; margin: 0.25rem 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
.method { display: inline-block; min-width: 4.5em; font-weight: bold; font-family: monospace; }
.get { color: #2563eb; } .post { color: #16a34a; } .put { color: #d97706; } .delete { color: #dc2626; }
.summary { margin-left: 0.5rem; }
.access, .media { color: var(--muted); font-size: 0.85em; }
.access { float: right; }
.status-4xx > summary strong, .status-5xx > summary strong { color: #dc2626; }
.status-2xx > summary strong { color: #16a34a; }
`;
