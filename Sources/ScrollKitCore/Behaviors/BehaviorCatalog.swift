/// Every scroll target behavior the playground knows, by kebab-case name.
/// `playground list` prints this catalog; scenario files and the command line
/// look names up here. docs/behaviors.md explains each one.
///
/// A *seed* is one of the five SwiftUI articles (numbered 000 to 004) the
/// playground was built from; `seed-v1` … `seed-v3` are the three custom
/// paging behaviors of seed 004, written as that article wrote them, flaws
/// included.
public enum BehaviorCatalog {
    /// One catalog entry.
    public struct Entry: Sendable {
        public var name: String
        /// One line for `playground list` and the help overlay.
        public var summary: String
        public var make: @Sendable () -> any NamedScrollTargetBehavior
        /// Whose behavior it is (`playground list` groups by it): "SwiftUI",
        /// "Flutter", "CSS (Chromium)" or "playground".
        public var platform: String

        public init(name: String, platform: String = "playground", summary: String,
                    make: @escaping @Sendable () -> any NamedScrollTargetBehavior) {
            self.name = name
            self.summary = summary
            self.platform = platform
            self.make = make
        }
    }

    /// The platforms in the order `playground list` shows them.
    public static let platforms = ["SwiftUI", "Flutter", "CSS (Chromium)", "playground"]

    /// All behaviors, in the order of the number keys (1 = first … 9, then 0
    /// = tenth; the entries after the tenth have no number key).
    public static let entries: [Entry] = [
        Entry(name: "free", summary: "no snapping: rests where momentum takes it") {
            FreeScrollTargetBehavior()
        },
        Entry(name: "paging", platform: "SwiftUI", summary: ".paging: one container-sized page per swipe, last page aligned to the end") {
            PagingScrollTargetBehavior()
        },
        Entry(name: "view-aligned", platform: "SwiftUI", summary: ".viewAligned: snaps to a child's leading edge; limit .automatic (.always when shorter than 600 px along the scroll axis, else .never)") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .automatic)
        },
        Entry(name: "view-aligned-always", platform: "SwiftUI", summary: ".viewAligned(limitBehavior: .always): at most one container length of views per swipe") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .always)
        },
        Entry(name: "view-aligned-by-one", platform: "SwiftUI", summary: ".viewAligned(limitBehavior: .alwaysByOne): at most one view per swipe") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)
        },
        Entry(name: "view-aligned-by-few", platform: "SwiftUI", summary: ".viewAligned(limitBehavior: .alwaysByFew): at most 3 views per swipe") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByFew)
        },
        Entry(name: "view-aligned-never", platform: "SwiftUI", summary: ".viewAligned(limitBehavior: .never): snaps to a view, a fling passes any number") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .never)
        },
        Entry(name: "seed-v1", summary: "seed 004 v1: start ± one container by the velocity's sign; nothing at zero velocity") {
            SeedV1PagingBehavior()
        },
        Entry(name: "seed-v2", summary: "seed 004 v2: start ± one container when dragged past 1/3, else back to the start") {
            SeedV2PagingBehavior()
        },
        Entry(name: "seed-v3", summary: "seed 004 v3: 1/3 threshold, page rounding, clamped, 5% snaps to the start and end") {
            SeedV3PagingBehavior()
        },
        Entry(name: "multi-page", summary: "paging where a fast flick crosses several pages, a gentle one a single page") {
            MultiPageScrollTargetBehavior()
        },
        Entry(name: "snap-proximity", summary: "CSS scroll-snap proximity: snaps to a page or view only within 1/3 container") {
            ProximityScrollTargetBehavior()
        },
        Entry(name: "flutter-page", platform: "Flutter", summary: "PageScrollPhysics: round(release page ± 0.5 by the fling), one page from where the finger lifted") {
            FlutterPageScrollTargetBehavior()
        },
        Entry(name: "flutter-bouncing", platform: "Flutter", summary: "BouncingScrollPhysics: Flutter's drag friction past the edges and BouncingScrollSimulation, no snapping") {
            FlutterBouncingScrollPhysicsBehavior()
        },
        Entry(name: "css-mandatory", platform: "CSS (Chromium)", summary: "scroll-snap-type mandatory: the area closest to the fling's end, ahead of the release") {
            CSSScrollSnapTargetBehavior(strictness: .mandatory)
        },
        Entry(name: "css-proximity", platform: "CSS (Chromium)", summary: "scroll-snap-type proximity: as mandatory, but only within 1/3 container, else rests free") {
            CSSScrollSnapTargetBehavior(strictness: .proximity)
        },
        Entry(name: "css-snap-stop", platform: "CSS (Chromium)", summary: "mandatory with scroll-snap-stop: always: a fling never passes the next area") {
            CSSScrollSnapTargetBehavior(strictness: .mandatory, stopAlways: true)
        },
        Entry(name: "css-mandatory-center", platform: "CSS (Chromium)", summary: "mandatory with scroll-snap-align: center: an area's center rests on the container's center") {
            CSSScrollSnapTargetBehavior(strictness: .mandatory, alignment: .center)
        },
        Entry(name: "css-mandatory-end", platform: "CSS (Chromium)", summary: "mandatory with scroll-snap-align: end: an area's trailing edge rests on the container's") {
            CSSScrollSnapTargetBehavior(strictness: .mandatory, alignment: .end)
        },
        Entry(name: "flutter-bouncing-fast", platform: "Flutter", summary: "BouncingScrollPhysics(decelerationRate: .fast), macOS: half the drag friction, 1400 px/s² extra deceleration, a stiffer spring") {
            FlutterBouncingScrollPhysicsBehavior(decelerationRate: .fast)
        },
    ]

    /// The names, in catalog order.
    public static var names: [String] { entries.map(\.name) }

    /// The entry named `name`, or nil.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The built-in behavior named `name`, or nil (a run's own names: `Catalog`).
    public static func behavior(named name: String) -> (any NamedScrollTargetBehavior)? {
        entry(named: name)?.make()
    }

    /// The entry selected by number key `key` (1…9, then 0 for the tenth), or nil.
    public static func entry(forNumberKey key: Int) -> Entry? {
        guard (0...9).contains(key) else { return nil }
        let index = key == 0 ? 9 : key - 1
        return index < entries.count ? entries[index] : nil
    }

    /// The error message for an unknown name, listing the known ones:
    /// `unknown behavior "x" (known: free, paging, …)`.
    public static func unknownNameMessage(_ name: String) -> String {
        "unknown behavior \(JSONWriter.quote(name)) (known: \(names.joined(separator: ", ")))"
    }
}
