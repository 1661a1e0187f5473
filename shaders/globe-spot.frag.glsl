// uCore: radius of the filled core (0-0.5 of the quad), uRing: radius of the ring,
// uRingWidth, uRingAlpha; a white rim around the core.
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
