// A tile of the build ring; vFacing tells how much it faces the viewer (for its light).
varying vec2 vUv;
varying float vFacing;
void main() {
  vUv = uv;
  vFacing = (modelMatrix * vec4(0.0, 0.0, 1.0, 0.0)).z;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
