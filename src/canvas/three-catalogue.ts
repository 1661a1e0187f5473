import { extend } from '@react-three/fiber'
import { Group, LineSegments, Mesh, OrthographicCamera, PerspectiveCamera, Points } from 'three'

/**
 * The three.js classes our scenes write as JSX (`<group>`, `<mesh>` ...). R3F's
 * `<Canvas>` would register the whole `three` namespace, which keeps all of three
 * in the bundle; we register only these. A scene that writes another lowercase
 * element adds its class here (`<primitive object={…}>` needs nothing).
 */
export const THREE_CATALOGUE = {
  Group,
  LineSegments,
  Mesh,
  OrthographicCamera, // drei's <OrthographicCamera makeDefault> (a scene's own camera)
  PerspectiveCamera, // drei's <PerspectiveCamera makeDefault>
  Points,
}

extend(THREE_CATALOGUE)
