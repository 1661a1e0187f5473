// A tile: its cover (object-fit: cover, rounded corners), or its back seen across the ring.
uniform sampler2D uMap;
uniform vec2 uScale; // object-fit: cover
uniform float uAspect; // tile width / height
uniform vec3 uBack; // the back of a tile (seen across the ring)
uniform vec3 uEdge;
varying vec2 vUv;
varying float vFacing;
void main() {
  vec2 p = (vUv - 0.5) * vec2(uAspect, 1.0);
  vec2 b = vec2(uAspect, 1.0) * 0.5 - 0.06;
  float d = length(max(abs(p) - b, 0.0)) - 0.06; // rounded corners
  float mask = 1.0 - smoothstep(-0.004, 0.004, d);
  if (!gl_FrontFacing) {
    float edge = smoothstep(-0.03, -0.02, d);
    gl_FragColor = vec4(mix(uBack, uEdge, edge * 0.6), 0.9 * mask);
  } else {
    vec4 tex = texture2D(uMap, (vUv - 0.5) * uScale + 0.5);
    float light = mix(0.45, 1.0, smoothstep(-0.3, 0.9, vFacing));
    gl_FragColor = vec4(tex.rgb * light, tex.a * mask);
  }
  #include <colorspace_fragment>
}
