/// A type that produces a view preview, as SwiftUI's `PreviewProvider`
/// (the form before `#Preview`): `struct X_Previews: PreviewProvider {
/// static var previews: some View { … } }`. A view file without a
/// `#Preview` shows its first provider's `previews` (docs/view-files.md);
/// several views listed there are laid out as siblings of the root, in an
/// implicit `VStack` (Xcode shows each as a preview of its own).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// The view to preview.
    @ViewBuilder static var previews: Previews { get }
}
