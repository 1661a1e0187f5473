// The glare of every tilt card in one instanced draw: each instance is a card's rectangle,
// tilted with the same matrix as its CSS transform (pixel-space orthographic camera).
attribute vec4 aRect;  // card centre x, y (css px, y down), width, height
attribute vec4 aTilt;  // rotateX deg, rotateY deg, scale, opacity
attribute vec4 aGlare; // glare centre u, v (0-1, y down), corner radius px, unused
uniform vec2 uViewport;
uniform float uPerspective;
varying vec2 vLocal;
varying vec2 vSize;
varying vec4 vGlare;
varying float vOpacity;

void main() {
  // the same matrix as the card's CSS: perspective(d) rotateX(ax) rotateY(ay) scale(s)
  vec2 local = position.xy * aRect.zw;
  vec3 p = vec3(local * aTilt.z, 0.0);
  float ay = radians(aTilt.y);
  float ax = radians(aTilt.x);
  p = vec3(p.x * cos(ay) + p.z * sin(ay), p.y, -p.x * sin(ay) + p.z * cos(ay));
  p = vec3(p.x, p.y * cos(ax) - p.z * sin(ax), p.y * sin(ax) + p.z * cos(ax));
  float w = 1.0 - p.z / uPerspective;
  vec2 screen = aRect.xy + p.xy / w;
  vec2 ndc = vec2(screen.x / uViewport.x * 2.0 - 1.0, 1.0 - screen.y / uViewport.y * 2.0);
  gl_Position = vec4(ndc * w, 0.0, w); // w keeps the interpolation perspective-correct
  vLocal = local;
  vSize = aRect.zw;
  vGlare = aGlare;
  vOpacity = aTilt.w;
}
