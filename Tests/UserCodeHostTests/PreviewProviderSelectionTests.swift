import Testing
import Foundation
@testable import UserCodeHost

/// A view file without `#Preview` shows its `PreviewProvider`'s `previews`,
/// before "the one View with init()"; a `#Preview` still comes first.
@Suite("PreviewProvider selection") struct PreviewProviderSelectionTests {
    static let screen = """
        import SwiftUI
        struct A: View { var body: some View { Color.red } }
        struct B: View { var body: some View { Color.blue } }
        #if DEBUG
        struct A_Previews: PreviewProvider {
            static var previews: some View { A() }
        }
        #endif
        """

    @Test func providerIsShownWhenThereIsNoPreview() throws {
        let set = try ViewSourceSet(files: [("A.swift", Self.screen)], selection: .automatic)
        #expect(set.previewProviders == ["A_Previews"])
        #expect(set.expression == "_scrollKitFirstPreview(A_Previews.previews)")
        #expect(set.label == "A_Previews")
    }

    @Test func previewMacroComesFirst() throws {
        let set = try ViewSourceSet(files: [("A.swift", Self.screen + "\n#Preview { B() }\n")], selection: .automatic)
        #expect(set.expression == "_scrollKitPreview0()")
    }

}
