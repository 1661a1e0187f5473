// Land dots of the globe: round point sprites, smaller and fainter as they turn away
// (pixel-space orthographic camera, viewer looking down -z).
uniform float uSize; // device px at the front of the sphere
varying float vFacing;
void main() {
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  vFacing = normalize(mat3(modelViewMatrix) * position).z;
  gl_PointSize = uSize * (0.3 + 0.7 * max(vFacing, 0.0)); // foreshortened toward the rim
  gl_Position = projectionMatrix * mv;
}
