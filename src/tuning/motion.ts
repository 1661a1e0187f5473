/**
 * Every tunable number of the site (SPEC.md section 9 and the scenes' own constants), in
 * one typed module, grouped as the pages and scenes are, units in the names. Code reads
 * them through `useMotionStore`; in `npm run dev` the Leva panel tunes them live and its
 * "save" button writes them back into this object (scripts/vite-plugin-motion.ts), so keep
 * it a plain literal of numbers and '#rrggbb' colours. Values CSS needs reach it as custom
 * properties (`MOTION_CSS_VARS`); the breakpoint reaches CSS as `@media (--wide)`.
 */
export const MOTION = {
  layout: {
    breakpointPx: 768, // phone below, wide layout from here (JS and CSS; build time for CSS)
    navHeightPx: 70,
    drawerTopPx: 75,
    drawerFadeMs: 220,
    pressMs: 120, // a button's shrink while it is pressed (global.css, .press)
    pressScalePct: 97, // a pressed button's size, percent of its own
    iconPressScalePct: 92, // a pressed square icon button's (header toggles): small, so further
  },
  idle: {
    // work that waits for an idle main thread (src/lib/idle.ts)
    fallbackMs: 200, // where there is no requestIdleCallback (Safari): a timer this long
    probeTimeoutMs: 300, // the renderer probe's worker starts by then at the latest
    stageStartTimeoutMs: 1500, // a wanted 3D stage starts by then at the latest
    sectionQuietMs: 200, // a waiting section near the screen loads once the visitor has not scrolled, pressed or typed for this long (src/dom/near-screen.tsx)
    earlyStageQuietMs: 2000, // a scene within three viewports starts the stage once the visitor has not pressed, typed or scrolled for this long
  },
  stage: {
    restMs: 250, // in 'lite', long GPU steps wait until the page has been still this long
    maxDpr: 2, // device pixel ratio cap in 'full' ('lite' draws at 1: src/canvas/frame-budget.ts)
    contextSettleMs: 120, // pause after creating the WebGL context, at start
    liteStepMs: 30, // in 'lite', a looping animation draws at most this often (about 30 a second)
    restoreTimeoutMs: 3000, // a lost context not restored by then is given up
  },
  scroll: {
    lerp: 0.1, // lenis smoothing per frame (0-1)
    wheelMultiplier: 1,
  },
  home: {
    revealScrollPx: 3700, // hero container = viewport + this
    cursorIdleMs: 150, // cursor resumes blinking after scroll stops
    caretMeasureSlice: 64, // story letters whose places are measured per idle slice (src/routes/home/hero.tsx)
    tierPinPx: 2800, // tier section container = viewport + this
    tierCardHeightPx: 340,
    tierExpandedWidthPct: 70,
    tierCollapsedWidthPx: 56,
    wordMs: 1655,
    lastWordMs: 4000,
    wordLineHeightPx: 90,
    clickSettleMs: 250, // a clicked tier card holds until the scroll has been still this long
  },
  tunnel: {
    discs: 100,
    lines: 100,
    particles: 100,
    aspect: 4, // width : height
    minHeightPx: 200,
    maxHeightPx: 600,
    speed: 1, // multiple of cyclesPerS
    cyclesPerS: 0.028, // base travel speed
    scrollCyclesPerPx: 0.00012, // scrolling pushes the tunnel along
    boostMax: 3, // extra speed from a fast scroll, multiple of the base
    boostHalfLifeS: 0.35,
    stillTravel: 0.37, // where the still (reduced-motion) drawing stops (0-1)
    depth: 34, // tunnel length, world units
    near: 0.35, // nearest disc distance, world units
    stretchPerAspect: 0.62, // horizontal stretch per unit of slot aspect (at least 1.1)
    fovDeg: 50, // the camera at the tunnel's mouth, looking down it
  },
  tilt: {
    maxDeg: 7, // default variant
    exaggeratedDeg: 14, // brief tilt after a click on an exaggerateOnClick card
    reducedDeg: 3.5, // default variant while pressed (other variants scale by the same ratio)
    glare: 0.12, // default variant, peak glare opacity (0-1)
    scale: 1.01, // default variant, hover scale
    pressMs: 120, // the press shrink
    pressScale: 0.975,
    exaggerateMs: 240,
    smoothingMs: 80, // time constant of the damped follow
    perspectivePx: 1000,
    // leva needs unique key names inside a group, hence the prefixes
    cardMaxDeg: 3.25, // 'card' variant (gallery, build service)
    cardGlare: 0.05,
    cardScale: 1.00125,
    aboutMaxDeg: 1.75, // 'about' variant
    aboutGlare: 0.1,
    aboutScale: 1.0075,
    glareMaxCards: 64, // canvas glare instances, allocated when the glare scene starts
  },
  gallery: {
    pageSize: 9, // cards shown first and added per 'load more'
  },
  pricing: {
    panelHeightMs: 320,
  },
  carousel: {
    secondsPerTurn: 40,
    radius: 4, // world units, ring of tiles
    tileWidth: 2, // world units (tiles are 4:5)
    cameraLift: 2.4, // world units the camera sits above the ring
    cameraFovDeg: 30,
  },
  globe: {
    dragClickMs: 600, // a press longer than this that moved is a drag, not a click
    dotSize: 0.04, // fraction of canvas size
    containerHeightPct: 70, // of the hero height
    narrowWindowPct: 65, // of the smaller window side on narrow screens
    minCanvasPx: 300,
    autoRotateSpeed: 0.5, // OrbitControls units: 2 = one turn in 30 s
    dampingFactor: 0.08, // share of the remaining drag applied per 60 Hz frame
    leanRad: 0.35, // radians the north pole leans toward the viewer (polar angle, locked)
    radiusPct: 45, // sphere radius, % of the canvas size
    keyStep: 0.35, // radians an arrow key turns it
    rippleMs: 1400,
    pulseMs: 2200, // home pulse period
    markerColor: '#ff00aa',
    homeColor: '#ffd166', // warm amber: home reads apart from the pink marker
    popupOffsetPx: 56, // popup corner distance from the marker, x and y
    movePx: 4, // a press that moved less than this did not move
    hideFacing: 0.12, // popup hides when the marker turns further away than this (-1 to 1)
  },
  audio: {
    volumeDots: 36,
    collapseAfterTouchMs: 2000,
    muteGridPx: 30,
    clickVolume: 0.1,
    musicVolumeFactor: 0.75, // applied = stored / 100 x this
    musicDefaultVolume: 0.3825, // applied when nothing is stored
    fadeInMs: 3000,
    fadeStepMs: 50,
    volumeFadeSteps: 20,
    volumeFadeStepMs: 15, // 20 steps x 15 ms: a slider drag follows within 300 ms
    hintFadeMs: 220,
    hintMaxWidthPx: 600, // a touch screen narrower than this counts as a phone (SPEC.md section 5)
    muteRampMs: 30, // the master gain's ramp on mute and unmute (no click)
    duckLevel: 0.18, // the ambience's share while a sound test plays
    duckMs: 250, // ambience down when a sound test starts
    unduckMs: 900, // and back up after it stops
    abCrossfadeMs: 12, // the sound test's A/B switch: long enough not to click, too short to hear
    idleSuspendMs: 2000, // the audio context sleeps this long after the last sound stops
  },
  bloom: {
    // post-processing (src/canvas/effects/): full tier, hardware renderer, no reduced motion
    tunnel: 1.4, // the dark-theme tunnel
    globe: 0.5, // the globe's glow (its dots and the home spot)
    threshold: 0.4, // luminance (0-1) where blooming starts
    smoothing: 0.3, // softness of that threshold
    radius: 0.5, // spread of the mipmap blur (0-1)
    levels: 5, // mipmap levels of the blur: more spread it further (past a slot's edge: a visible box)
  },
  quality: {
    // the frame budget (src/canvas/frame-budget.ts): frames sampled while moving; its tier is
    // the page's look and the canvas's pixel ratio
    windowFrames: 8, // moving frames per decision
    slowFrameMs: 38, // a window averaging slower than this steps the page down (~26 fps)
    fastFrameMs: 20, // windows averaging faster than this may step it back up (50 fps)
    upWindows: 4, // consecutive fast windows before stepping up (doubles after each re-step down)
    upHoldMs: 10000, // never step up sooner than this after a step down
    idleStopMs: 1000, // the sampler's tick stops this long after the last movement
    liteSceneShare: 0.5, // share of tunnel discs, lines and particles drawn in 'lite'
  },
} as const

/** The shape of the tuning constants (numbers widened so the panel can edit them). */
export type Motion = Widen<typeof MOTION>

type Widen<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends object
      ? { -readonly [K in keyof T]: Widen<T[K]> }
      : T
