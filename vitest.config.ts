import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { articlesPlugin } from './scripts/vite-plugin-articles.ts'

export default defineConfig({
  plugins: [react(), articlesPlugin()],
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
