/**
 * The one entry point for the quiet UI click (volume 0.1, silent when muted).
 * Nav links, the logo, 'load more' and tilt cards call this; the ambience
 * issue fills in the sound itself.
 */
export function playClick(): void {
  // filled in by the ambience work (src/audio)
}
