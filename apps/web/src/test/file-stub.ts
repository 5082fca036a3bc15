/** What an imported asset (an SVG file) resolves to under jest: its URL, here a fixed one. */
export default 'test-file-stub.svg';
