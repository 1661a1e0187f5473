import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { articlesPlugin } from './scripts/vite-plugin-articles.ts'
import { compileHintPlugin } from './scripts/vite-plugin-compile-hint.ts'
import { motionPlugin } from './scripts/vite-plugin-motion.ts'
import { hoverOnlyPlugin } from './scripts/postcss-hover-only.ts'

/**
 * The shell chunk every page runs: React, the router, zustand, and the folders the shell is made
 * of (app, lib, state, tuning, styles), plus the few modules of other layers every page renders
 * (header, footer, the sound controls, the tilt card, what starts the 3D stage). Everything else
 * is in the page's or the feature's own chunk (the slot plumbing is one: `slots`).
 */
const SHELL = [
  /node_modules\/(react|react-dom|scheduler|wouter|regexparam)\//,
  /node_modules\/zustand\/esm\/(index|vanilla|react)\.mjs/, // not zustand/traditional: R3F's alone
  /\/src\/(app|lib|state|tuning|styles)\//,
  // sound: only what opens the engine at a gesture; the engine, the ambience and the sound test
  // player's playback are chunks of their own, fetched at the first gesture or the first play
  /\/src\/audio\/(audio|click|gestures|use-ambience|ambience-hint-rules)\./,
  /\/src\/content\/(site-config|nav|page-meta)\./,
  /\/src\/canvas\/(stage-demand|stage-loader)\./,
  /\/src\/dom\/(site-config|page-meta)\./,
  /\/src\/dom\/components\/(header|footer|icons|theme-toggle|mute-toggle|volume-slider|ambience-hint|error-view)\//,
  // the tilt card as every page renders it; its engine loads with the first pointer on a card
  /\/src\/dom\/components\/tilt-card\/tilt-(card|press)\./,
  /\/src\/canvas\/scenes\/card-glare\/glare-registry\./,
]

/** three.js and R3F (and what they bring), with the module of ours that puts them together. */
const THREE = /node_modules\/(three|@react-three\/fiber)\/|\/src\/canvas\/slot-context\./
/**
 * The stage's chunk: every module of src/canvas/ but the scenes (each its own chunk) and those of
 * the groups above it (shell, slots, the frame budget), with drei's parts the scenes use. All of
 * them need three.
 */
const STAGE =
  /\/src\/canvas\/(?!scenes\/)[^/]+\.|\/src\/canvas\/effects\/effects-gate\.|\/@react-three\/drei\//

/**
 * The chunks V8 compiles lazily, function by function as each first runs: three.js with R3F, and
 * postprocessing. Every other chunk is compiled whole as it streams in (compileHintPlugin).
 */
const LAZY_COMPILE = new Set(['slot-context', 'slot-bloom'])

// The client build goes to dist/, the prerender build (scripts/build.mjs) to
// node_modules/.cache/thock-ssr/.
export default defineConfig(({ command }) => ({
  plugins: [react(), articlesPlugin(), motionPlugin(), compileHintPlugin(LAZY_COMPILE)],
  resolve: {
    alias: [
      // wouter's React 17 shim: React 19 has the hook (src/lib/use-sync-external-store.ts)
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store.ts', import.meta.url)
        ),
      },
    ],
  },
  css: {
    // short class names in the build (they ship in the HTML, the CSS and every chunk's class
    // map); readable ones (`_header_qa603_27`) in dev
    modules: command === 'build' ? { generateScopedName: '_[hash:base64:5]' } : {},
    // hover looks only where a pointer hovers (a tap left them lit on a phone)
    postcss: { plugins: [hoverOnlyPlugin()] },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: false, // one stylesheet for the whole site: the only render-blocking request
    sourcemap: false,
    modulePreload: { polyfill: false }, // a polyfill would be an inline script under the CSP
    assetsInlineLimit: 0, // no data: fonts or images; everything is a same-origin file
    rolldownOptions: {
      output: {
        // an article's own chunk (virtual:thock-article/<slug>) reads as one: article-azoth-….js
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith('\0virtual:thock-article/')
            ? 'assets/article-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // The shell every page runs (React, the router, the stores, header, footer, sound, the
        // tilt card) is one chunk: left alone, the bundler cuts it into a tiny chunk per
        // module that some page chunk also imports, each one more request and module wrapper
        codeSplitting: {
          groups: [
            { name: 'shell', test: (id: string) => SHELL.some((re) => re.test(id)), priority: 40 },
            // three and R3F with the one module of ours they are named after: a chunk a release of
            // ours leaves in the visitor's cache
            { name: 'slot-context', test: THREE, priority: 30 },
            // a scene slot, what it asks the stage with, and the slot store (the globe's page, the
            // tunnel, the ring, the glare layer, the tilt engine): one chunk, not a tiny one each
            {
              name: 'slots',
              test: /\/src\/canvas\/(slots|scene-slot|stage-near)\./,
              priority: 20,
            },
            // the frame budget: every page loads it with its first scroll, without three (the
            // stage's group would take it in, with the stage and three behind it)
            { name: 'frame-budget', test: /\/src\/canvas\/frame-budget\./, priority: 15 },
            // the stage and what every scene draws with (the renderer, shader materials, the
            // brand's colours, the effects gate, drei's cameras): needed
            // together whenever a scene is. Left alone they were eight chunks, seven of 1-2 KB,
            // each a request the page starts on its main thread (5 ms apiece at 4x CPU, 39 ms in
            // the task that fetches the tunnel's code as it comes near)
            { name: 'stage', test: STAGE, priority: 10 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}))
