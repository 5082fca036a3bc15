import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { init_esm_shims } from './chunk-B46JO6ZJ.js';

// ../../packages/embedded-mongo/src/storage/damage.ts
init_esm_shims();
function describeDamage(damage) {
  const parts = damage.map(
    (stretch) =>
      `${stretch.file} at byte ${stretch.offset}, ${stretch.bytes} bytes${stretch.collection ? ` (${stretch.collection}${stretch.index ? `, index ${stretch.index}` : ''})` : ''}`,
  );
  return `${damage.length} damaged ${damage.length === 1 ? 'stretch' : 'stretches'}: ${parts.join('; ')}`;
}

export { describeDamage };
//# sourceMappingURL=chunk-4YLLZ5JZ.js.map
