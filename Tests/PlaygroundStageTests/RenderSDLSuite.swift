import Testing
import PlaygroundTestSupport

/// This target's suites that touch SDL: one test at a time, and none beside
/// the SDL suites of the other test targets (`SDLExclusive`).
@Suite("Renderer (SDL)", .serialized, .sdlExclusive) enum RenderSDLSuite {}
