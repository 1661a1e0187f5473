// Discs: colour from far to near, faded at both ends of the tunnel.
#include <thock_tunnel_fragment>
varying float vFade;
void main() {
  vec3 col = mix(uColorFar, uColorNear, smoothstep(0.3, 0.95, vT));
  gl_FragColor = vec4(col, uOpacity * vFade * edgeFade());
}
