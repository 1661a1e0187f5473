/** Intrinsic pixel size of an SVG, PNG, JPEG or WebP file (enough to size <img> without layout shift). */
export function imageSize(
  bytes: Uint8Array,
  name: string
): { width: number; height: number } | null {
  const ext = name.toLowerCase().split('.').pop()
  if (ext === 'svg') return svgSize(new TextDecoder().decode(bytes.subarray(0, 4096)))
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // PNG: signature, then IHDR width/height (big endian)
  if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50)
    return { width: view.getUint32(16), height: view.getUint32(20) }
  // JPEG: walk the segments to a start-of-frame marker
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null
      const marker = bytes[i + 1]!
      const len = view.getUint16(i + 2)
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) }
      i += 2 + len
    }
    return null
  }
  // WebP: RIFF....WEBP then VP8 / VP8L / VP8X
  if (bytes.length > 30 && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16))
    if (chunk === 'VP8 ')
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
    if (chunk === 'VP8L') {
      const b = view.getUint32(21, true)
      return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X') {
      const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16)
      const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16)
      return { width: w + 1, height: h + 1 }
    }
  }
  return null
}

function svgSize(head: string): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/i.exec(head)?.[0]
  if (!tag) return null
  const num = (attr: string) => {
    const v = new RegExp(`\\s${attr}="([\\d.]+)(px)?"`).exec(tag)?.[1]
    return v ? Math.round(parseFloat(v)) : null
  }
  const w = num('width')
  const h = num('height')
  if (w && h) return { width: w, height: h }
  const vb = /viewBox="[\d.\-\s]*?([\d.]+)[\s,]+([\d.]+)"/.exec(tag)
  return vb ? { width: Math.round(+vb[1]!), height: Math.round(+vb[2]!) } : null
}
