// Radial lines: a streak, brighter at its head.
#include <thock_tunnel_fragment>
#include <thock_tunnel_fade>
void main() {
  gl_FragColor = vec4(uColorNear, uOpacity * fadeAt(vT) * edgeFade());
}
