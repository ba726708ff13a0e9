import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. Nothing is
/// loaded in the playground (no network in a layout): it always shows
/// what iOS shows before the image arrives: the `placeholder` given, the
/// `content` for `.empty`, or by default a grey placeholder labelled with
/// the URL's last path component that takes all it is offered (100 × 100
/// where nothing is offered).
public struct AsyncImage<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let url: URL?
    let content: Content?

    public init(url: URL?, scale: CGFloat = 1) where Content == EmptyView {
        self.url = url
        self.content = nil
    }

    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.url = url
        self.content = placeholder()
    }

    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content(.empty)
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        if let content { return resolveView(content, env, state) }
        let label = url?.lastPathComponent ?? "AsyncImage"
        return [.node(ImageNode(label: label, natural: CGSize(width: 100, height: 100), resizable: true, color: _ResolvedColor(hex: 0x8E8E93).rgb))]
    }
}

/// The states of an `AsyncImage`, as SwiftUI's `AsyncImagePhase`; the
/// playground only ever shows `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image when loaded, nil otherwise.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error when loading failed, nil otherwise.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
