/// Presentations: `sheet`, `fullScreenCover`, `popover`, `alert` and
/// `confirmationDialog` compile; the playground studies the screen under
/// them, so what they present is not shown (noted once).
extension View {
    public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping () -> C) -> _ModifiedView<Self> {
        _ignored(".sheet(isPresented:)", file: file, line: line)
    }

    public func sheet<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping (Item) -> C) -> _ModifiedView<Self> {
        _ignored(".sheet(item:)", file: file, line: line)
    }

    public func fullScreenCover<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping () -> C) -> _ModifiedView<Self> {
        _ignored(".fullScreenCover(isPresented:)", file: file, line: line)
    }

    public func fullScreenCover<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping (Item) -> C) -> _ModifiedView<Self> {
        _ignored(".fullScreenCover(item:)", file: file, line: line)
    }

    public func popover<C: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping () -> C) -> _ModifiedView<Self> {
        _ignored(".popover(isPresented:)", file: file, line: line)
    }

    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder actions: () -> A) -> _ModifiedView<Self> {
        _ignored(".alert(_:isPresented:)", file: file, line: line)
    }

    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> _ModifiedView<Self> {
        _ignored(".alert(_:isPresented:)", file: file, line: line)
    }

    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder actions: () -> A) -> _ModifiedView<Self> {
        _ignored(".confirmationDialog", file: file, line: line)
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".presentationDetents", file: file, line: line)
    }

    public func presentationDragIndicator(_ visibility: Visibility, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".presentationDragIndicator", file: file, line: line)
    }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".interactiveDismissDisabled", file: file, line: line)
    }
}

/// A sheet's resting height (not shown).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

/// Where a popover points (not shown).
public enum PopoverAttachmentAnchor: Sendable {
    public enum Source: Sendable { case bounds }
    case rect(Source)
    case point(UnitPoint)
}
