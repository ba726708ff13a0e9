import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Helpers for the layout suites: lay a view out, find what it drew.
enum LayoutTestSupport {
    /// An iPhone 15's screen in points, without safe areas.
    static let phone = CGSize(width: 393, height: 852)

    /// Every item of `list` that `pick` keeps, depth-first through groups
    /// (their transforms ignored).
    static func collect<T>(_ list: DisplayList, _ pick: (DisplayItem) -> T?) -> [T] {
        var out: [T] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                if let t = pick(item) { out.append(t) }
                if case .group(let g) = item { walk(g.children) }
            }
        }
        walk(list.items)
        return out
    }

    /// Every shape drawn.
    static func shapes(_ list: DisplayList) -> [DisplayShape] {
        collect(list) { if case .shape(let s) = $0 { return s } else { return nil } }
    }

    /// Every text run drawn.
    static func texts(_ list: DisplayList) -> [DisplayText] {
        collect(list) { if case .text(let t) = $0 { return t } else { return nil } }
    }

    /// The frames of the filled shapes of colour `color`, in drawing order.
    static func fills(_ list: DisplayList, _ color: Color) -> [Rect] {
        let rgb = color.light.rgb
        return shapes(list).filter { $0.paint == .fill(rgb) }.map(\.frame)
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }
}
