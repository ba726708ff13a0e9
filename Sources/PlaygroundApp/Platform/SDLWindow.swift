import CSDL2
import ScrollKitCore

/// A resizable, HiDPI-aware SDL window with an accelerated (or software)
/// renderer that draws in logical pixels.
package final class SDLWindow {
    package let window: OpaquePointer
    package let renderer: OpaquePointer
    /// The video driver SDL opened the window with.
    let driver: String
    /// True when the renderer waits for vertical sync.
    let hasVSync: Bool
    /// Extra scale requested by `--scale` (window pixels = logical × scale on
    /// displays without HiDPI scaling).
    let requestedScale: Double
    /// The scale drawn at: `requestedScale`, or less when the logical size at
    /// that scale would not fit the display's usable area (the whole picture
    /// shrinks uniformly; the logical geometry never changes).
    package private(set) var scale: Double

    /// Errors that make the window impossible.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Initialises SDL video with the first driver in `drivers` that works
    /// and opens the window. Never uses the offscreen or dummy drivers.
    package init(title: String, logicalSize: Size, scale: Double, drivers: [DisplayEnvironment.Driver]) throws {
        var lastError = "no video driver to try"
        var opened: String?
        for driver in drivers {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, driver.rawValue)
            if SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 {
                let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
                if current == driver.rawValue {
                    opened = current
                    break
                }
                lastError = "SDL chose '\(current)' instead of '\(driver.rawValue)'"
                SDL_Quit()
            } else {
                lastError = "\(driver.rawValue): \(String(cString: SDL_GetError()))"
                SDL_Quit()
            }
        }
        guard let opened else { throw Failure(description: "cannot open a display (\(lastError))") }
        driver = opened
        requestedScale = scale
        self.scale = SDLWindow.fittingScale(requested: scale, logicalSize: logicalSize)
        let scale = self.scale
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let w = Int32((logicalSize.width * scale).rounded())
        let h = Int32((logicalSize.height * scale).rounded())
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            let message = String(cString: SDL_GetError())
            SDL_Quit()
            throw Failure(description: "cannot create the window: \(message)")
        }
        self.window = window
        var renderer = SDL_CreateRenderer(
            window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil {
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw Failure(description: "cannot create a renderer: \(message)")
        }
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Room kept free around a window that fills the display (title bar,
    /// borders), window coordinates.
    static let displayMargin = (width: 16.0, height: 64.0)

    /// The largest scale ≤ `requested` at which `logicalSize` fits the usable
    /// area of the first display (or `requested` when SDL cannot say).
    static func fittingScale(requested: Double, logicalSize: Size) -> Double {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return requested }
        return fittingScale(
            requested: requested, logicalSize: logicalSize,
            display: Size(width: Double(bounds.w), height: Double(bounds.h)))
    }

    /// The largest scale ≤ `requested` at which `logicalSize` fits `display`
    /// less `displayMargin` (pure; never below 0.25).
    static func fittingScale(requested: Double, logicalSize: Size, display: Size) -> Double {
        guard logicalSize.isPositiveFinite, display.isPositiveFinite else { return requested }
        let room = Size(
            width: Swift.max(1, display.width - displayMargin.width), height: Swift.max(1, display.height - displayMargin.height))
        let fit = Swift.min(room.width / logicalSize.width, room.height / logicalSize.height)
        return Swift.max(0.25, Swift.min(requested, fit))
    }

    /// Resizes the window to show `logicalSize`, at the requested scale or
    /// the largest one that fits the display.
    ///
    /// The window then moves, if it must, to lie whole in the display's
    /// usable area (a window grown to four lanes from the centre of the
    /// screen would otherwise reach past its right edge).
    func setLogicalSize(_ logicalSize: Size) {
        scale = SDLWindow.fittingScale(requested: requestedScale, logicalSize: logicalSize)
        let w = Int32((logicalSize.width * scale).rounded()), h = Int32((logicalSize.height * scale).rounded())
        SDL_SetWindowSize(window, w, h)
        var bounds = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(window)
        guard SDL_GetDisplayUsableBounds(display >= 0 ? display : 0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let origin = SDLWindow.fittingOrigin(
            x: Int(x), y: Int(y), width: Int(w), height: Int(h),
            display: (Int(bounds.x), Int(bounds.y), Int(bounds.w), Int(bounds.h)))
        if origin.x != Int(x) || origin.y != Int(y) { SDL_SetWindowPosition(window, Int32(origin.x), Int32(origin.y)) }
    }

    /// The window origin nearest to (`x`, `y`) at which a window of
    /// `width` × `height` lies whole in `display` (x, y, width, height),
    /// less `displayMargin` (kept on the right and bottom for the borders
    /// and title bar); the top-left corner wins when it cannot fit (pure).
    static func fittingOrigin(
        x: Int, y: Int, width: Int, height: Int, display: (x: Int, y: Int, width: Int, height: Int)
    ) -> (x: Int, y: Int) {
        let maxX = display.x + display.width - Int(displayMargin.width) / 2 - width
        let maxY = display.y + display.height - Int(displayMargin.height) / 2 - height
        return (Swift.max(display.x, Swift.min(x, maxX)), Swift.max(display.y, Swift.min(y, maxY)))
    }

    /// The window's size in window coordinates (logical pixels × scale).
    package var windowSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The renderer's output size in physical pixels.
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Physical pixels per logical pixel: HiDPI factor × requested scale.
    var pixelsPerPoint: Double {
        let window = windowSize
        let pixels = pixelSize
        let hidpi = window.width > 0 ? Double(pixels.width) / Double(window.width) : 1
        return hidpi * scale
    }

    /// The logical size: window size ÷ scale.
    var logicalSize: Size {
        let window = windowSize
        return Size(width: Double(window.width) / scale, height: Double(window.height) / scale)
    }

    /// Window coordinates per logical pixel (what mouse positions are divided by).
    var eventScale: Double { scale }

    func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// The display's refresh rate in Hz, or 60 when SDL does not know it.
    var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window)
        if index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0, mode.refresh_rate > 0 {
            return Double(mode.refresh_rate)
        }
        return 60
    }
}
