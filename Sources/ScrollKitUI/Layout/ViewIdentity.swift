/// Who a view is from one layout of a tree to the next, as SwiftUI's view
/// identity: its structural path (each view's type and its place among its
/// siblings), the element id a `ForEach` gives each of its views, and the
/// value of an explicit `.id(_:)`. SwiftUI: "When the proxy value specified
/// by the id parameter changes, the identity of the view — for example, its
/// state — is reset" (`View.id(_:)`); "Views that share the same identity
/// are the same view … with different identity are different views"
/// (Demystify SwiftUI, WWDC21).
///
/// A path of typed components from the root, each link made once and
/// shared by every identity below it, so extending by one child costs one
/// small allocation and no text. Hashing reads a hash kept per link (O(1));
/// equality compares links from the leaf up, stopping at the first shared
/// one. `description` spells the path as the traces always printed it
/// (`/Screen#0/ForEach#0/[41]/Row#0`): explicit ids are not spelled there,
/// so adding an `.id` changes no printed name.
struct ViewIdentity: Hashable, CustomStringConvertible {
    /// One step of a path.
    enum Component: Hashable {
        /// A view whose `body` is evaluated: its type and how many views of
        /// that type came before it under the same parent in the pass.
        case view(ObjectIdentifier, Int)
        /// A view or modifier the engine keeps something for (`Kind`),
        /// the type it watches when it has one (`onChange(of:)`'s value),
        /// and its occurrence among siblings of the same kind and type.
        case slot(Kind, ObjectIdentifier?, Int)
        /// The id `ForEach` gives one of its element's views.
        case element(AnyHashable)
        /// The value of an explicit `.id(_:)` around the views below it.
        case explicit(AnyHashable)

        /// The component counted among its siblings: the same kind, the
        /// occurrence replaced by `n`.
        func numbered(_ n: Int) -> Component {
            switch self {
            case .view(let type, _): return .view(type, n)
            case .slot(let kind, let type, _): return .slot(kind, type, n)
            case .element, .explicit: return self
            }
        }
    }

    /// The primitive views and modifiers that take an identity, named as
    /// the traces spell them.
    enum Kind: String {
        case scrollView = "ScrollView"
        case geometryReader = "GeometryReader"
        case forEach = "ForEach"
        case task
        case onAppear
        case onDisappear
        case onChange
        case onPreferenceChange
        case onReceive
        case animation
        case onScrollVisibilityChange
        case onScrollGeometryChange
        case onScrollPhaseChange
        case onScrollTargetVisibilityChange
        case scrollPosition
        case scrollPositionID
        case defaultScrollAnchor
        /// The place of an `.id(_:)` modifier: what it saw last is kept there.
        case explicitID
        /// A lazy stack's kept rows (`LazyRowCache`), never spelled in a trace.
        case lazyStack
    }

    /// One link of the path: immutable, shared by every longer path.
    final class Link {
        let parent: Link?
        let component: Component
        /// A view component's type name, as `String(describing:)` gives it
        /// (what traces print); nil for the other components.
        let typeName: String?
        let hash: Int
        let depth: Int

        init(parent: Link?, component: Component, typeName: String?) {
            self.parent = parent
            self.component = component
            self.typeName = typeName
            var hasher = Hasher()
            hasher.combine(parent?.hash ?? 0)
            hasher.combine(component)
            hash = hasher.finalize()
            depth = (parent?.depth ?? 0) + 1
        }

        /// The component as a trace spells it, nil for an explicit id.
        var spelled: String? {
            switch component {
            case .view(_, let n): return (typeName ?? "?") + "#" + String(n)
            case .slot(let kind, _, let n): return kind.rawValue + "#" + String(n)
            case .element(let id): return "[" + String(describing: id.base) + "]"
            case .explicit: return nil
            }
        }
    }

    let link: Link?

    /// The root: the identity of the view laid out, above its own type.
    static var root: ViewIdentity { ViewIdentity(link: nil) }

    /// This identity's child `component`.
    func appending(_ component: Component, typeName: String? = nil) -> ViewIdentity {
        ViewIdentity(link: Link(parent: link, component: component, typeName: typeName))
    }

    /// The identity one component up (the root's is the root).
    var parent: ViewIdentity { ViewIdentity(link: link?.parent) }

    /// The last component, nil for the root.
    var last: Component? { link?.component }

    /// Whether `ancestor` is this identity or one of its parents.
    func hasPrefix(_ ancestor: ViewIdentity) -> Bool {
        var node = link
        let depth = ancestor.link?.depth ?? 0
        while let n = node, n.depth > depth { node = n.parent }
        return ViewIdentity(link: node) == ancestor
    }

    /// The name of the nearest view or element: `Row` for
    /// `/Screen#0/Row#3`, `[41]` for a `ForEach` element, a primitive's
    /// name (`GeometryReader`); explicit ids are skipped; "" at the root.
    var lastName: String {
        var node = link
        while let n = node {
            if let spelled = n.spelled {
                if case .element = n.component { return spelled }
                return n.typeName ?? String(spelled.prefix { $0 != "#" })
            }
            node = n.parent
        }
        return ""
    }

    /// The type name of the nearest evaluated view (`Screen` for a state of
    /// `Screen`), "" when there is none.
    var viewTypeName: String {
        var node = link
        while let n = node {
            if let name = n.typeName { return name }
            node = n.parent
        }
        return ""
    }

    var description: String {
        var parts: [String] = []
        var node = link
        while let n = node {
            if let spelled = n.spelled { parts.append(spelled) }
            node = n.parent
        }
        return parts.reversed().map { "/" + $0 }.joined()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(link?.hash ?? 0)
    }

    static func == (a: ViewIdentity, b: ViewIdentity) -> Bool {
        var x = a.link
        var y = b.link
        while let l = x, let r = y {
            if l === r { return true }
            if l.hash != r.hash || l.depth != r.depth || l.component != r.component { return false }
            x = l.parent
            y = r.parent
        }
        return x == nil && y == nil
    }
}
