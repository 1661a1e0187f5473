// Land dots: a soft-edged disc; the far side shows faintly through.
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
