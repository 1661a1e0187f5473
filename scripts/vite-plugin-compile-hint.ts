import type { Plugin } from 'vite'

/** V8's magic comment: compile every function of the file as it loads, not at its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Puts V8's explicit compile hint (Chrome 136+; any other engine reads a comment) at the top of
 * each client chunk but those named in `skip`. A streamed script is then compiled whole on the
 * streaming thread while it downloads; without it, each function is compiled on the main thread
 * the first time it runs, and a visitor's first tap paid for React's event path and its own
 * handlers there (docs/architecture.md, "A tap is answered in the next frame"). V8 reads the
 * comment only before the file's first function, so it goes in after everything else has
 * written the chunk (Vite's dependency map for preloads is a function at the top): the last
 * `generateBundle`.
 */
export function compileHintPlugin(skip: ReadonlySet<string>): Plugin {
  return {
    name: 'thock:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && !skip.has(file.name))
            file.code = `${COMPILE_HINT}\n${file.code}`
      },
    },
  }
}
