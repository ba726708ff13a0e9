import Foundation
import Testing
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// An `@Observable` class in a view file is compiled written out in plain
/// Swift (no macro plugin): it still tells the view of a change, and a
/// mistake in it is still reported at the user's line and column.
@Suite(.serialized) struct ViewFileObservableTests {
    /// `RowModel.count` goes from 3 to 30 in `onAppear`; the `@State` holds
    /// the same object, so only Observation can lay the rows out again:
    /// 30 rows of 50 points with no spacing are 1,500 points (3 would be 150).
    @Test func aModelChangedOnAppearLaysTheViewOutAgain() throws {
        let file = ViewFileTests.fixture("ObservableRows.swift")
        let set = try ViewSourceSet(arguments: [file])
        let compiled = set.files[0].compiledText
        #expect(compiled.contains("final class RowModel: _ScrollKitObservable {"))
        #expect(compiled.contains("    @_ScrollKitTracked var count = 3\n"))
        #expect(compiled.split(separator: "\n", omittingEmptySubsequences: false).count
                == set.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let result = try Tools.run(
            Tools.playground, ["trace", "fling-one-page", "--view-file", file],
            environment: ViewFileTests.environment(), timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let first = try #require(result.stdout.split(separator: "\n").first)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let height = try #require((line["content"] as? [Double])?.last)
        #expect(height == 30.0 * 50.0)
        #expect((line["view"] as? [String])?.contains("@Observable = willSet") == true)
    }

    /// `    var count: Int = "three"`: the literal at column 22 of line 5;
    /// `    func bump() { count += undefinedStep }`: the name at column 28 of line 7.
    @Test func aMistakeInsideTheClassNamesTheUsersLineAndColumn() throws {
        let result = try Tools.run(
            Tools.playground, ["trace", "fling-one-page", "--view-file", ViewFileTests.fixture("BrokenModel.swift")],
            environment: ViewFileTests.environment(), timeout: 120)
        #expect(result.status == 2)
        #expect(result.stderr.contains("BrokenModel.swift:5:22: error: cannot convert value of type 'String' to specified type 'Int'"), "\(result.stderr)")
        #expect(result.stderr.contains("BrokenModel.swift:7:28: error: cannot find 'undefinedStep' in scope"), "\(result.stderr)")
    }
}
