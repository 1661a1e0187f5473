// The bench's peer page: a cobe globe auto-rotating the way cobe's own demo does,
// at the size (CSS px, ?size=) and device pixel ratio of the /build-service globe.
import createGlobe from '/cobe.js'

const params = new URLSearchParams(location.search)
const size = Number(params.get('size')) || 600
const dpr = Math.min(window.devicePixelRatio || 1, 2)
const canvas = document.getElementById('globe')
canvas.style.width = `${size}px`
canvas.style.height = `${size}px`

let phi = 0
const globe = createGlobe(canvas, {
  devicePixelRatio: dpr,
  width: size,
  height: size,
  phi: 0,
  theta: 0.3,
  dark: 1,
  diffuse: 1.2,
  scale: 1,
  mapSamples: 16000,
  mapBrightness: 6,
  baseColor: [0.3, 0.3, 0.3],
  markerColor: [1, 0.4, 0.7],
  glowColor: [0.3, 0.3, 0.35],
  offset: [0, 0],
  markers: [{ location: [40.1106, -88.2073], size: 0.05 }],
})

function frame() {
  phi += 0.005
  globe.update({ phi })
  requestAnimationFrame(frame)
}
requestAnimationFrame(frame)
window.__peerReady = true
