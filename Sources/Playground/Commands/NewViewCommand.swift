import ArgumentParser
import Foundation
import UserCodeHost
import PlaygroundMedia

/// `playground new-view NAME`: writes `NAME.swift`, a commented starting
/// SwiftUI scroll screen (a carousel with peeking neighbours) to edit and
/// run with `--view-file` (docs/view-files.md).
struct NewViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-view",
        abstract: "Write a commented starting SwiftUI scroll view file to edit and run with --view-file.",
        discussion: """
            NAME is kebab-case (my-carousel); the file is NAME.swift in --directory and the view \
            MyCarouselView. An existing file is never overwritten (exit 2) unless --force.
            """
    )

    @Argument(help: ArgumentHelp("The view's name, kebab-case, e.g. my-carousel.", valueName: "name"))
    var name: String

    @OptionGroup var file: NewFileOptions

    func run() throws {
        guard let typeName = BehaviorTemplate.typeName(for: name, suffix: "View") else {
            throw PlaygroundExit.badInput("new-view: NAME must be kebab-case: lowercase letters and digits in words joined by single hyphens, starting with a letter, e.g. my-carousel (got '\(name)')")
        }
        let path = file.path(name: name)
        try file.write(Self.text(name: name, typeName: typeName), to: path, command: "new-view")
        print("wrote \(path): \(typeName); run it with `playground run --view-file \(path)`")
    }

    /// The starting file for view `name` of type `typeName`.
    static func text(name: String, typeName: String) -> String {
        """
        // \(name).swift: a SwiftUI scroll screen for ScrollKit Playground.
        //
        // Written exactly as for SwiftUI: it goes into an iOS app as it is.
        //
        //   playground run --view-file \(name).swift
        //   playground run --view-file \(name).swift --lanes view,paging,free
        //   playground record fling-one-page --view-file \(name).swift --out \(name).gif
        //
        // Save while the window runs: it recompiles and shows the new version
        // (its @State starts afresh, as Xcode's previews do).
        import SwiftUI

        struct \(typeName): View {
          /// How many cards the carousel shows.
          var count = 12

          var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
              // The children of a .scrollTargetLayout() container are what
              // .viewAligned aligns to.
              LazyHStack(spacing: 12) {
                ForEach(0..<count, id: \\.self) { index in
                  RoundedRectangle(cornerRadius: 20)
                    .fill(Color(hue: Double(index) / Double(count), saturation: 0.55, brightness: 0.9))
                    .overlay(Text("Card \\(index)").font(.title).foregroundStyle(.white))
                    // Each card 80 % of the container, so the neighbours peek in.
                    .containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
                }
              }
              .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            // Try .paging, or .viewAligned(limitBehavior: .always).
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
          }
        }

        #Preview {
          \(typeName)()
        }

        """
    }
}
