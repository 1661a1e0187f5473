// A card's glare: a soft radial light at the pointer, clipped to the card's rounded corners.
precision highp float;
varying vec2 vLocal;
varying vec2 vSize;
varying vec4 vGlare;
varying float vOpacity;

void main() {
  float r = min(vGlare.z, min(vSize.x, vSize.y) * 0.5);
  vec2 q = abs(vLocal) - (vSize * 0.5 - r);
  float d = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
  float mask = 1.0 - smoothstep(-1.0, 0.5, d);
  vec2 uv = vLocal / vSize + 0.5;
  vec2 aspect = vec2(vSize.x / vSize.y, 1.0);
  vec2 delta = (uv - vGlare.xy) * aspect;
  float spot = exp(-dot(delta, delta) * 7.0);
  // a soft band across the card, through the pointer, like light on glass
  float band = 1.0 - smoothstep(0.0, 0.3, abs(dot((uv - vGlare.xy) * aspect, vec2(0.7071, 0.7071))));
  float a = clamp((spot * 1.6 + band * 0.5) * vOpacity, 0.0, 1.0) * mask;
  gl_FragColor = vec4(vec3(a), a); // white, premultiplied
}
