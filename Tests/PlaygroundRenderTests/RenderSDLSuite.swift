import Testing
import PlaygroundTestSupport

/// The parent of every renderer suite that touches SDL. SDL is process-global
/// state, so these suites run one test at a time, one suite after another
/// (`.serialized` applies to the nested suites too), and not beside the SDL
/// suites of the other test targets (`.sdlExclusive`).
@Suite("Renderer (SDL)", .serialized, .sdlExclusive) enum RenderSDLSuite {}
