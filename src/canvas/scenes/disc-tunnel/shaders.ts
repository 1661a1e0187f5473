/**
 * GLSL for the disc tunnel. Everything moves in the vertex shaders from one
 * `uTravel` uniform, so a frame costs three draw calls and a few uniform writes.
 * `t` runs 0 (far) to 1 (at the camera); each element wraps back to the far end.
 */

const COMMON = /* glsl */ `
  uniform float uTravel;   // cycles travelled (time and scroll)
  uniform float uDepth;    // tunnel length in world units
  uniform float uNear;     // distance of t = 1 from the camera
  uniform float uStretch;  // horizontal stretch of the tunnel (wide slots)
  varying float vT;
  varying vec2 vNdc;
  float depthAt(float t) { return -uNear - uDepth * (1.0 - t); }
  float fadeAt(float t) { return smoothstep(0.0, 0.45, t) * (1.0 - smoothstep(0.82, 1.0, t)); }
`

const FRAG_COMMON = /* glsl */ `
  uniform vec3 uColorFar;
  uniform vec3 uColorNear;
  uniform float uOpacity;
  varying float vT;
  varying vec2 vNdc;
  // melts into the page at the slot's edges instead of a hard cut
  float edgeFade() {
    return (1.0 - smoothstep(0.55, 1.0, abs(vNdc.y))) * (1.0 - smoothstep(0.82, 1.0, abs(vNdc.x)));
  }
`

/** Discs: instanced thin rings (some wider bands), evenly spaced down the tunnel. */
export const DISC_VERT = /* glsl */ `
  ${COMMON}
  attribute float aPhase;
  attribute float aRadius;
  attribute float aThick;
  attribute float aSpin;
  varying float vFade;
  void main() {
    float t = fract(aPhase + uTravel);
    float r = length(position.xy);
    vec2 dir = position.xy / max(r, 1e-4);
    float radius = aRadius * (r > 0.995 ? 1.0 : 1.0 - aThick);
    float a = aSpin * t;
    vec2 d = vec2(dir.x * cos(a) - dir.y * sin(a), dir.x * sin(a) + dir.y * cos(a));
    vec3 p = vec3(d.x * radius * uStretch, d.y * radius, depthAt(t));
    vT = t;
    vFade = fadeAt(t) * (0.55 + 0.45 * (1.0 - aThick * 8.0));
    gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
    vNdc = gl_Position.xy / gl_Position.w;
  }
`

/** Discs: colour from far to near, faded at both ends of the tunnel. */
export const DISC_FRAG = /* glsl */ `
  ${FRAG_COMMON}
  varying float vFade;
  void main() {
    vec3 col = mix(uColorFar, uColorNear, smoothstep(0.3, 0.95, vT));
    gl_FragColor = vec4(col, uOpacity * vFade * edgeFade());
  }
`

/** Radial lines: speed streaks along the tunnel wall; from the front they radiate from the centre. */
export const LINE_VERT = /* glsl */ `
  ${COMMON}
  attribute float aAngle;
  attribute float aPhase;
  attribute float aLength;
  attribute float aRadius;
  attribute float aEnd;     // 0 = head, 1 = tail
  void main() {
    float head = fract(aPhase + uTravel * 1.6);
    float t = head - aEnd * aLength;
    vec3 p = vec3(cos(aAngle) * aRadius * uStretch, sin(aAngle) * aRadius, depthAt(t));
    vT = max(t, 0.0);
    gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
    vNdc = gl_Position.xy / gl_Position.w;
  }
`

/** Radial lines: a streak, brighter at its head. */
export const LINE_FRAG = /* glsl */ `
  ${FRAG_COMMON}
  float fadeAt(float t) { return smoothstep(0.0, 0.45, t) * (1.0 - smoothstep(0.82, 1.0, t)); }
  void main() {
    gl_FragColor = vec4(uColorNear, uOpacity * fadeAt(vT) * edgeFade());
  }
`

/** Particles: round sparks drifting toward the camera, bigger as they come close. */
export const PARTICLE_VERT = /* glsl */ `
  ${COMMON}
  uniform float uPixelRatio;
  attribute float aAngle;
  attribute float aPhase;
  attribute float aRadius;
  attribute float aSize;
  varying float vFade;
  void main() {
    float t = fract(aPhase + uTravel * 1.25);
    float a = aAngle + t * 0.6;
    vec3 p = vec3(cos(a) * aRadius * uStretch, sin(a) * aRadius, depthAt(t));
    vec4 mv = modelViewMatrix * vec4(p, 1.0);
    vT = t;
    vFade = fadeAt(t);
    gl_PointSize = min(aSize * uPixelRatio * 2.2 / -mv.z, 28.0 * uPixelRatio);
    gl_Position = projectionMatrix * mv;
    vNdc = gl_Position.xy / gl_Position.w;
  }
`

/** Particles: a soft round dot. */
export const PARTICLE_FRAG = /* glsl */ `
  ${FRAG_COMMON}
  varying float vFade;
  void main() {
    float d = length(gl_PointCoord - 0.5);
    float dot = 1.0 - smoothstep(0.15, 0.5, d);
    gl_FragColor = vec4(mix(uColorFar, uColorNear, 0.5 + 0.5 * vT), uOpacity * dot * vFade * edgeFade());
  }
`
