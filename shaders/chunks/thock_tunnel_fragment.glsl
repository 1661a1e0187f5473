// The disc tunnel's fragment stages: colours, opacity and the fade at the slot's edges.
uniform vec3 uColorFar;
uniform vec3 uColorNear;
uniform float uOpacity;
varying float vT;
varying vec2 vNdc;
// melts into the page at the slot's edges instead of a hard cut
float edgeFade() {
  return (1.0 - smoothstep(0.55, 1.0, abs(vNdc.y))) * (1.0 - smoothstep(0.82, 1.0, abs(vNdc.x)));
}
