import type {
  Camera,
  Material,
  Mesh,
  Object3D,
  Scene,
  ShaderMaterial,
  Texture,
  WebGLRenderer,
} from 'three'

/** Lets the browser handle input and paint between long steps. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Whether anything visible under `object` draws (no allocation: the slot asks every frame until it has drawn). */
export function hasDrawable(object: Object3D): boolean {
  return object.visible && (!!(object as Mesh).material || object.children.some(hasDrawable))
}

/** The visible objects of a scene that draw something (a material; cameras and groups do not). */
export function drawablesOf(scene: Scene): Object3D[] {
  const drawables: Object3D[] = []
  scene.traverseVisible((o) => {
    if ((o as Mesh).material) drawables.push(o)
  })
  return drawables
}

type ProgramInfo = { currentProgram?: { program: WebGLProgram; getUniforms(): unknown } }

/** The textures an object's materials read (their maps and uniform values), each once. */
export function texturesOf(object: Object3D): Texture[] {
  const found = new Set<Texture>()
  const materials = ([] as Material[]).concat((object as Mesh).material ?? [])
  for (const material of materials) {
    const uniforms = (material as ShaderMaterial).uniforms ?? {}
    const values = [
      ...Object.values(material),
      ...Object.values(uniforms).map((u: { value?: unknown } | undefined) => u?.value),
    ]
    for (const v of values) if ((v as Texture | null)?.isTexture) found.add(v as Texture)
  }
  return [...found]
}

/**
 * Gets a scene ready to draw one step per task, so no single task does it all: for each
 * drawable object, its shaders compiled and linked, then each of its textures decoded and
 * uploaded. Already compiled programs and uploaded textures are cache hits.
 *
 * Shaders: without KHR_parallel_shader_compile (software GL) this is the only way to split
 * them. Each step is its own task: issuing the compile (the GPU process works on it
 * meanwhile), reading the uniforms (which waits for the link), and checking the link status
 * (three's own check is off in the build: its four log reads are a round trip each, one long
 * task per program). A program that fails to link throws, and the slot shows its fallback.
 *
 * Textures: three uploads a texture at its first draw, and drei's `useTexture` uploads every
 * one it loaded in one effect; the build-service ring's ten covers and four drawn tiles were
 * one task of 190 ms at 4x CPU (docs/performance-notes.md). Here each is its own task.
 */
export async function prepareInSteps(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  alive: () => boolean
): Promise<void> {
  const context = gl.getContext()
  const uploaded = new Set<Texture>()
  for (const object of drawablesOf(scene)) {
    if (!alive()) return
    const programs = [...gl.compile(object, camera, scene)]
      .map((m) => (gl.properties.get(m) as ProgramInfo).currentProgram)
      .filter((p) => p !== undefined)
    await yieldToMain()
    for (const program of programs) {
      if (!alive()) return
      program.getUniforms()
      await yieldToMain()
      if (context.isContextLost()) return // nothing links now; three rebuilds after a restore
      if (!context.getProgramParameter(program.program, context.LINK_STATUS))
        throw new Error(
          `a shader program did not link: ${context.getProgramInfoLog(program.program)}`
        )
    }
    for (const texture of texturesOf(object)) {
      if (uploaded.has(texture)) continue
      if (!alive() || context.isContextLost()) return
      uploaded.add(texture)
      gl.initTexture(texture)
      await yieldToMain()
    }
  }
}
