// A flat disc or ring on the globe (home pulse, marker, ripple), faded on the far side.
varying vec2 vUv;
varying float vFacing;
void main() {
  vUv = uv - 0.5;
  vFacing = normalize(mat3(modelViewMatrix) * vec3(0.0, 0.0, 1.0)).z;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
