// How visible a tunnel element is at t (0 far, 1 at the camera): in from the far end, out
// before it reaches the viewer. Vertex and fragment stages share it.
float fadeAt(float t) { return smoothstep(0.0, 0.45, t) * (1.0 - smoothstep(0.82, 1.0, t)); }
