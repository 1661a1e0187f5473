// Discs: instanced thin rings (some wider bands), evenly spaced down the tunnel.
#include <thock_tunnel_vertex>
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
