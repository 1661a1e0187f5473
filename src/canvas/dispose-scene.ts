import type { Object3D } from 'three'

interface Disposable {
  dispose(): void
}

interface SharedFlag {
  userData?: { shared?: boolean }
}

type MaybeTexture = Disposable & SharedFlag & { isTexture?: boolean }

function disposeTexture(value: unknown): void {
  const tex = value as MaybeTexture | null
  if (tex?.isTexture && !tex.userData?.shared) tex.dispose()
}

/** Frees a material and the textures it holds (its own maps and a shader material's uniforms). */
function disposeMaterial(m: Disposable & SharedFlag & Record<string, unknown>): void {
  if (m.userData?.shared) return
  for (const value of Object.values(m)) disposeTexture(value)
  const uniforms = m.uniforms as Record<string, { value?: unknown }> | undefined
  if (uniforms) {
    for (const u of Object.values(uniforms)) {
      const v = u?.value
      if (Array.isArray(v)) v.forEach(disposeTexture)
      else disposeTexture(v)
    }
  }
  m.dispose()
}

/**
 * Frees the GPU memory of everything under `root` (not `root` itself): geometries,
 * materials, their textures, and objects that own GPU data of their own
 * (InstancedMesh instance buffers, BatchedMesh, lights' shadow maps) through
 * their `dispose()`. Anything flagged `userData.shared` is left alone. Safe to call
 * twice: three only frees what is still uploaded, and re-uploads on a later draw.
 */
export function disposeScene(root: Object3D): void {
  root.traverse((obj) => {
    if (obj === root || obj.userData.shared) return
    const o = obj as Object3D & {
      dispose?: () => void
      geometry?: Disposable & SharedFlag
      material?: unknown
    }
    o.dispose?.()
    if (o.geometry && !o.geometry.userData?.shared) o.geometry.dispose()
    const mats = Array.isArray(o.material) ? o.material : o.material ? [o.material] : []
    for (const m of mats as (Disposable & SharedFlag & Record<string, unknown>)[])
      disposeMaterial(m)
  })
}
