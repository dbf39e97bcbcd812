/**
 * Every built script chunk starts with V8's explicit compile hint (issue #32). Without it V8
 * compiles a function lazily, on the main thread, the first time it runs: on a phone slowed 4×
 * that is a good part of the first render (React's own functions first of all). With the hint
 * the whole file is compiled eagerly on a background thread while its bytes arrive.
 * - Every chunk is hinted: the app splits its code by use, so a chunk is loaded only when its
 *   code is about to run (the entry and the route's chunks for the first screen, a dialog's
 *   when it opens).
 * - The comment goes in last, once the chunk is minified and Vite has written its preload map on
 *   top: the minifier would drop it, and V8 reads it only on the file's first line. The source
 *   map moves down a line with it.
 * - Browsers without the feature (before Chrome 136, Firefox, Safari) read a plain comment.
 * Measured with `node scripts/bench-phone.mjs` (docs/performance.md "What the first screen asks for first").
 */
import type { Plugin } from 'vite';

/** V8's magic comment: compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map as the bundler hands it over (or as its `.map` file holds it). */
type SourceMapLike = { mappings: string };

/** The map of a chunk that got one more line on top: an empty first line of mappings. */
function moveMapDown(map: SourceMapLike): void {
  map.mappings = `;${map.mappings}`;
}

/**
 * The chunk's code with the hint as its first line, its source map (if given) moved down with
 * it. Code that already starts with the hint is left as it is.
 */
export function hintChunk(code: string, map?: SourceMapLike | null): string {
  if (code.startsWith(COMPILE_HINT)) return code;
  if (map) moveMapDown(map);
  return `${COMPILE_HINT}\n${code}`;
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite has put its preload map (`const __vite__mapDeps=…`) on top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const hinted = hintChunk(chunk.code, chunk.map);
          if (hinted === chunk.code) continue;
          chunk.code = hinted;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as SourceMapLike;
            moveMapDown(map);
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
