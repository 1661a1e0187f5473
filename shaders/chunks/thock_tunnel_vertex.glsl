// The disc tunnel's vertex stages: everything moves from one uTravel uniform, so a frame
// costs three draw calls and a few uniform writes. t runs 0 (far) to 1 (at the camera).
uniform float uTravel;   // cycles travelled (time and scroll)
uniform float uDepth;    // tunnel length in world units
uniform float uNear;     // distance of t = 1 from the camera
uniform float uStretch;  // horizontal stretch of the tunnel (wide slots)
varying float vT;
varying vec2 vNdc;
float depthAt(float t) { return -uNear - uDepth * (1.0 - t); }
#include <thock_tunnel_fade>
