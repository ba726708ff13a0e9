import Foundation
import Testing
@testable import UserCodeHost

/// How a view file's `@Observable` class is written out in its compiled
/// copy (`ObservableExpansion`), and which classes are left to the macro.
@Suite struct ObservableExpansionTests {
    static let model = """
        import SwiftUI
        @Observable
        final class Model {
            var count = 3
            private(set) var title: String = "a"
            @ObservationIgnored var loads = 0
            let id = 7
            static var made = 0
            var double: Int { count * 2 }
        }
        """

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func storedVarsAreTrackedAndTheClassOwnsTheRegistrar() {
        let (text, shifts) = ObservableExpansion.expanding(Self.model, leftToMacro: [])
        let lines = Self.lines(text)
        #expect(lines.count == Self.lines(Self.model).count)
        #expect(lines[1] == String(repeating: " ", count: 11))
        #expect(lines[2] == "final class Model: _ScrollKitObservable { nonisolated let _$observationRegistrar = Observation.ObservationRegistrar();")
        #expect(lines[3] == "    @_ScrollKitTracked var count = 3")
        #expect(lines[4] == "    @_ScrollKitTracked private(set) var title: String = \"a\"")
        // "    @ObservationIgnored var": the 19 bytes of the attribute become spaces.
        #expect(lines[5] == String(repeating: " ", count: 4 + 19 + 1) + "var loads = 0")
        #expect(Array(lines[6...9]) == Array(Self.lines(Self.model)[6...9]))
        // "final class Model" is 17 bytes: the conformance goes in at column 18, the registrar after the `{`.
        #expect(shifts.contains(ColumnShift(line: 3, column: 18, length: 22)))
        #expect(shifts.contains(ColumnShift(line: 4, column: 5, length: 19)))
        #expect(shifts.contains(ColumnShift(line: 5, column: 5, length: 19)))
    }

    @Test func theConformanceFollowsTheSuperclassAndPrecedesWhere() {
        let text = "import SwiftUI\n@Observable class Store<T: Equatable>: Base where T: Hashable {\n    var items: [T] = []\n}\n"
        let out = Self.lines(ObservableExpansion.expanding(text, leftToMacro: []).text)
        #expect(out[1].hasPrefix("            class Store<T: Equatable>: Base, _ScrollKitObservable where T: Hashable { nonisolated let"))
    }

    @Test func aPropertyRightAfterTheBraceFollowsTheRegistrar() {
        let text = "import SwiftUI\n@Observable final class M {var x = 0}\n"
        let out = Self.lines(ObservableExpansion.expanding(text, leftToMacro: []).text)
        #expect(out[1] == "            final class M: _ScrollKitObservable { nonisolated let _$observationRegistrar = Observation.ObservationRegistrar();@_ScrollKitTracked var x = 0}")
    }

    @Test func aPublicClassGetsAPublicRegistrar() {
        let text = "import SwiftUI\n@MainActor @Observable public final class M {\n    public var x = 0\n}\n"
        let out = Self.lines(ObservableExpansion.expanding(text, leftToMacro: []).text)
        #expect(out[1].hasSuffix("public final class M: _ScrollKitObservable { public nonisolated let _$observationRegistrar = Observation.ObservationRegistrar();"))
    }

    /// Each of these keeps `@Observable` for the macro: the text is unchanged.
    @Test(arguments: [
        "import SwiftUI\n@Observable struct S { var x = 0 }\n",
        "import SwiftUI\n@Observable final class M { var x = 0 { didSet { print(x) } } }\n",
        "import SwiftUI\n@Observable final class M { weak var parent: M? }\n",
        "import SwiftUI\n@Observable final class M { lazy var x = 0 }\n",
        "import SwiftUI\n@Observable final class M { var a = 0, b = 1 }\n",
        "import SwiftUI\n@Observable final class M { var x = 0\n init() { _x = 1 } }\n",
        "import SwiftUI\n@Observable final class M: Codable { var x = 0 }\n",
        "import SwiftUI\n@Observable final class M { var x = 0 }\nextension M: Decodable {}\n",
        "import SwiftUI\n@Observable final class M { @Clamped var x = 0 }\n",
        "import Foundation\n@Observable final class M { var x = 0 }\n",
    ])
    func leftToTheMacro(_ text: String) {
        let (out, shifts) = ObservableExpansion.expanding(text, leftToMacro: [])
        #expect(out == text)
        #expect(shifts.isEmpty)
    }

    @Test func observableClassesInheritingFromOneAnotherAreLeftToTheMacro() throws {
        let base = "import SwiftUI\n@Observable class Base { var x = 0 }\n"
        let sub = "import SwiftUI\n@Observable final class Sub: Base { var y = 0 }\n@Observable final class Other { var z = 0 }\n"
        let set = try ViewSourceSet(files: [("Base.swift", base), ("Sub.swift", sub)], selection: .expression("Color.red"))
        #expect(set.files[0].compiledText == base)
        #expect(set.files[1].compiledText.contains("@Observable final class Sub: Base {"))
        #expect(set.files[1].compiledText.contains("final class Other: _ScrollKitObservable {"))
    }

    /// `final class Model {`: 22 bytes inserted at column 18 (before the
    /// space), 77 after the `{` at column 19; the compiled line is the
    /// name (1–17), the conformance (18–39), the space (40), the `{` (41),
    /// the registrar (42–118), then the user's column 20 at 119.
    @Test func columnsAfterInsertedTextMoveBack() {
        let shifts = [ColumnShift(line: 3, column: 18, length: 22), ColumnShift(line: 3, column: 20, length: 77)]
        #expect(ColumnShift.userColumn(line: 3, column: 7, shifts: shifts) == 7)
        #expect(ColumnShift.userColumn(line: 3, column: 25, shifts: shifts) == 18)
        #expect(ColumnShift.userColumn(line: 3, column: 40, shifts: shifts) == 18)
        #expect(ColumnShift.userColumn(line: 3, column: 41, shifts: shifts) == 19)
        #expect(ColumnShift.userColumn(line: 3, column: 50, shifts: shifts) == 20)
        #expect(ColumnShift.userColumn(line: 3, column: 119, shifts: shifts) == 20)
        #expect(ColumnShift.userColumn(line: 3, column: 124, shifts: shifts) == 25)
        #expect(ColumnShift.userColumn(line: 4, column: 50, shifts: shifts) == 50)
    }

    @Test func theRegistrarLineIsSeventySevenBytes() {
        let (_, shifts) = ObservableExpansion.expanding(Self.model, leftToMacro: [])
        #expect(shifts.contains(ColumnShift(line: 3, column: 20, length: 77)))
    }
}
