import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { noCycle } from './eslint/no-cycle.mjs'

/**
 * The layers of src/ (docs/architecture.md, "Layers"): each line says what a folder must never
 * import, whatever the form (static, `import type`, `export … from`, dynamic `import()`).
 * Lowest first: tuning (the constants) < lib (clock, frames, tracker) and state < content <
 * audio < canvas < dom < routes < app (the shell that puts them together).
 */
const LAYERS = {
  tuning: ['lib', 'state', 'content', 'audio', 'canvas', 'dom', 'routes', 'app'],
  lib: ['content', 'audio', 'canvas', 'dom', 'routes', 'app'],
  state: ['lib', 'content', 'audio', 'canvas', 'dom', 'routes', 'app'],
  content: ['lib', 'audio', 'canvas', 'dom', 'routes', 'app'],
  audio: ['canvas', 'dom', 'routes', 'app'],
  canvas: ['dom', 'routes', 'app'],
  dom: ['routes', 'app'],
  routes: ['app'],
}

export default defineConfig(
  {
    ignores: ['dist', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, thock: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: Object.entries(LAYERS).map(([layer, never]) => ({
            target: `./src/${layer}`,
            from: never.map((other) => `./src/${other}`),
            message: `${layer}/ never imports ${never.join(', ')} (docs/architecture.md, "Layers")`,
          })),
        },
      ],
      'thock/no-cycle': 'error',
    },
  },
  {
    // a scene makes its materials with makeShaderMaterial, which registers the chunks first
    files: ['src/canvas/scenes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shader-chunks'],
              message: 'make materials with makeShaderMaterial (src/canvas/shader-material.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  }
)
