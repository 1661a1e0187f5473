// Particles: round sparks drifting toward the camera, bigger as they come close.
#include <thock_tunnel_vertex>
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
