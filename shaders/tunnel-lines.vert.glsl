// Radial lines: speed streaks along the tunnel wall; from the front they radiate from the centre.
#include <thock_tunnel_vertex>
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
