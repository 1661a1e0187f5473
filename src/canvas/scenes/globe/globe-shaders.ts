/** Shaders of the dotted globe (pixel-space orthographic camera, viewer looking down -z). */

/** Land dots: round point sprites, smaller and fainter as they turn away. */
export const DOT_VERT = /* glsl */ `
uniform float uSize; // device px at the front of the sphere
varying float vFacing;
void main() {
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  vFacing = normalize(mat3(modelViewMatrix) * position).z;
  gl_PointSize = uSize * (0.3 + 0.7 * max(vFacing, 0.0)); // foreshortened toward the rim
  gl_Position = projectionMatrix * mv;
}
`

/** Land dots: a soft-edged disc; the far side shows faintly through. */
export const DOT_FRAG = /* glsl */ `
uniform vec3 uColor;
varying float vFacing;
void main() {
  vec2 c = gl_PointCoord - 0.5;
  float d = length(c);
  float disc = 1.0 - smoothstep(0.36, 0.44, d);
  float a = mix(0.1, 0.95, smoothstep(-0.1, 0.3, vFacing));
  if (disc * a < 0.01) discard;
  gl_FragColor = vec4(uColor, disc * a);
}
`

/** A flat disc/ring on the surface (home pulse, marker, ripple), faded on the far side. */
export const SPOT_VERT = /* glsl */ `
varying vec2 vUv;
varying float vFacing;
void main() {
  vUv = uv - 0.5;
  vFacing = normalize(mat3(modelViewMatrix) * vec3(0.0, 0.0, 1.0)).z;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`

/**
 * uCore: radius of the filled core (0-0.5 of the quad), uRing: radius of the
 * ring, uRingWidth, uRingAlpha; uRim: white rim around the core.
 */
export const SPOT_FRAG = /* glsl */ `
uniform vec3 uColor;
uniform float uCore;
uniform float uRing;
uniform float uRingWidth;
uniform float uRingAlpha;
uniform float uOpacity;
varying vec2 vUv;
varying float vFacing;
void main() {
  float d = length(vUv);
  float aa = 0.012;
  float rim = 1.0 - smoothstep(uCore + 0.04 - aa, uCore + 0.04, d);
  float core = 1.0 - smoothstep(uCore - aa, uCore, d);
  float ring = (1.0 - smoothstep(uRingWidth - aa, uRingWidth, abs(d - uRing))) * uRingAlpha;
  vec3 col = mix(vec3(1.0), uColor, core);
  float a = max(max(rim * step(0.001, uCore), core), ring);
  vec3 outCol = ring > max(rim, core) ? uColor : col;
  float facing = smoothstep(0.0, 0.25, vFacing);
  float alpha = a * uOpacity * facing;
  if (alpha < 0.01) discard;
  gl_FragColor = vec4(outCol, alpha);
}
`
