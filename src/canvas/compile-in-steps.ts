import type { Camera, Mesh, Object3D, Scene, WebGLRenderer } from 'three'

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

/**
 * Compiles and links the shaders of a scene one drawable object per task, so no
 * single task compiles them all; already compiled programs are cache hits. Without
 * KHR_parallel_shader_compile (software GL) this is the only way to split it.
 * Each step is its own task: issuing the compile (the GPU process works on it
 * meanwhile), reading the uniforms (which waits for the link), and checking the
 * link status (three's own check is off in the build: its four log reads are a
 * round trip each, one long task per program). A program that fails to link
 * throws, and the slot shows its fallback.
 */
export async function compileInSteps(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  alive: () => boolean
): Promise<void> {
  const context = gl.getContext()
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
  }
}
