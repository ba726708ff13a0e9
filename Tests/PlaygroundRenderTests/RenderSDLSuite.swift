import Testing

/// The parent of every renderer suite that touches SDL. SDL is process-global
/// state, so these suites run one test at a time, one suite after another
/// (`.serialized` applies to the nested suites too).
@Suite("Renderer (SDL)", .serialized) enum RenderSDLSuite {}
