import { vi } from 'vitest'

/** One scheduled call on a fake AudioParam. */
export type ParamEvent =
  { kind: 'set'; value: number; time: number } | { kind: 'ramp'; value: number; time: number }

/**
 * An AudioParam that records its schedule and computes its value at the fake clock's time
 * (linear ramps included), the way a browser's audio thread would.
 */
export class FakeParam {
  events: ParamEvent[] = []
  private base: number
  constructor(
    private readonly clock: { currentTime: number },
    initial = 1
  ) {
    this.base = initial
  }
  get value(): number {
    return this.valueAt(this.clock.currentTime)
  }
  set value(v: number) {
    this.base = v
    this.events = []
  }
  valueAt(t: number): number {
    let v = this.base
    let vt = 0
    for (const e of this.events) {
      if (e.time > t) {
        if (e.kind === 'ramp') return v + ((e.value - v) * (t - vt)) / Math.max(1e-9, e.time - vt)
        return v
      }
      v = e.value
      vt = e.time
    }
    return v
  }
  setValueAtTime = (value: number, time: number) => {
    this.events.push({ kind: 'set', value, time })
    return this
  }
  linearRampToValueAtTime = (value: number, time: number) => {
    this.events.push({ kind: 'ramp', value, time })
    return this
  }
  cancelScheduledValues = (time: number) => {
    // the site always cancels at "now" and sets the held value next: keep it as the base
    this.base = this.valueAt(time)
    this.events = []
    return this
  }
  /** The ramp targets scheduled after the last set, in order (a fade's steps). */
  get steps(): { value: number; time: number }[] {
    return this.events.filter((e) => e.kind === 'ramp') as { value: number; time: number }[]
  }
}

/** A node that records what it is connected to. */
export class FakeNode {
  outputs: FakeNode[] = []
  connect = vi.fn((to: FakeNode) => {
    this.outputs.push(to)
    return to
  })
  disconnect = vi.fn(() => {
    this.outputs = []
  })
}

export class FakeGain extends FakeNode {
  gain: FakeParam
  constructor(clock: { currentTime: number }) {
    super()
    this.gain = new FakeParam(clock)
  }
}

export class FakeBufferSource extends FakeNode {
  buffer: { duration: number } | null = null
  onended: (() => void) | null = null
  started: { when: number; offset: number }[] = []
  stopped = 0
  start = vi.fn((when = 0, offset = 0) => {
    this.started.push({ when, offset })
  })
  stop = vi.fn(() => {
    this.stopped++
  })
}

/** An AudioContext stand-in with a clock the test moves (`advance`). */
export class FakeAudioContext {
  currentTime = 0
  sampleRate = 48000
  state: AudioContextState = 'suspended'
  destination = new FakeNode()
  gains: FakeGain[] = []
  sources: FakeBufferSource[] = []
  mediaSources: { media: unknown; node: FakeNode }[] = []
  decoded: ArrayBuffer[] = []
  resume = vi.fn(async () => {
    this.state = 'running'
  })
  suspend = vi.fn(async () => {
    this.state = 'suspended'
  })
  close = vi.fn(async () => {
    this.state = 'closed'
  })
  createGain() {
    const g = new FakeGain(this)
    this.gains.push(g)
    return g
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    return { numberOfChannels: channels, length, sampleRate, duration: length / sampleRate }
  }
  createBufferSource() {
    const s = new FakeBufferSource()
    this.sources.push(s)
    return s
  }
  createMediaElementSource(media: unknown) {
    const node = new FakeNode()
    this.mediaSources.push({ media, node })
    return node
  }
  decodeAudioData = vi.fn(async (data: ArrayBuffer) => {
    this.decoded.push(data)
    return { duration: 1, numberOfChannels: 1, sampleRate: this.sampleRate }
  })
  advance(seconds: number) {
    this.currentTime += seconds
  }
  /** Which gain, if any, sits right before the speakers. */
  get master(): FakeGain | undefined {
    return this.gains.find((g) => g.outputs.includes(this.destination))
  }
}
