import { imageSize as readSize } from 'image-size'

/** The picture types an article may use, by extension, and the type their bytes must carry. */
const TYPES: Readonly<Record<string, string>> = {
  svg: 'svg',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  webp: 'webp',
  avif: 'avif',
}

/**
 * The size a browser shows a picture at (enough to size <img> without layout shift), read by the
 * image-size package: SVG, PNG, JPEG, WebP and AVIF. A JPEG's EXIF orientation is applied, as
 * browsers do (`image-orientation: from-image`): a portrait photo from a phone is usually stored
 * landscape with orientation 6 or 8, so its width and height swap. Null when the bytes are not a
 * picture of the type its name says, or cannot be read.
 * @example imageSize(fs.readFileSync('cover.jpg'), 'cover.jpg') // { width: 3024, height: 4032 }
 */
export function imageSize(
  bytes: Uint8Array,
  name: string
): { width: number; height: number } | null {
  const expected = TYPES[name.toLowerCase().split('.').pop() ?? '']
  if (!expected) return null
  let size: ReturnType<typeof readSize>
  try {
    size = readSize(bytes)
  } catch {
    return null // not a picture the library knows, or cut short
  }
  const { width, height } = size
  if (size.type !== expected || !width || !height) return null
  // orientations 5-8 turn the stored picture a quarter turn (EXIF 2.32, tag 0x0112)
  const turned = size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8
  // an SVG's size may be fractional ('1200.5'); <img> takes whole pixels
  const w = Math.round(width)
  const h = Math.round(height)
  return turned ? { width: h, height: w } : { width: w, height: h }
}
