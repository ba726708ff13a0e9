import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Helpers for the layout suites: lay a view out, find what it drew.
enum LayoutTestSupport {
    /// An iPhone 15's screen in points, without safe areas.
    static let phone = CGSize(width: 393, height: 852)

    /// Every shape drawn, depth-first, with groups' transforms ignored.
    static func shapes(_ list: DisplayList) -> [DisplayShape] {
        var out: [DisplayShape] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .shape(let s): out.append(s)
                case .group(let g): walk(g.children)
                default: break
                }
            }
        }
        walk(list.items)
        return out
    }

    /// Every text run drawn.
    static func texts(_ list: DisplayList) -> [DisplayText] {
        var out: [DisplayText] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let t): out.append(t)
                case .group(let g): walk(g.children)
                default: break
                }
            }
        }
        walk(list.items)
        return out
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
