// Particles: a soft round dot.
#include <thock_tunnel_fragment>
varying float vFade;
void main() {
  float d = length(gl_PointCoord - 0.5);
  float dot = 1.0 - smoothstep(0.15, 0.5, d);
  gl_FragColor = vec4(mix(uColorFar, uColorNear, 0.5 + 0.5 * vT), uOpacity * dot * vFade * edgeFade());
}
