import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { articlesPlugin } from './scripts/vite-plugin-articles.ts'

// The client build goes to dist/, the prerender build (scripts/build.mjs) to dist-ssr/.
export default defineConfig({
  plugins: [react(), articlesPlugin()],
  build: {
    target: 'es2022',
    cssCodeSplit: false, // one stylesheet for the whole site: the only render-blocking request
    sourcemap: false,
    modulePreload: { polyfill: false }, // a polyfill would be an inline script under the CSP
    assetsInlineLimit: 0, // no data: fonts or images; everything is a same-origin file
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
