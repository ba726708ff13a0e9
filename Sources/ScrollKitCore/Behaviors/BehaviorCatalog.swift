/// Every scroll target behavior the playground knows, by kebab-case name.
/// `playground list` prints this catalog; scenario files and the command line
/// look names up here. docs/behaviors.md explains each one.
public enum BehaviorCatalog {
    /// One catalog entry.
    public struct Entry: Sendable {
        public var name: String
        /// One line for `playground list` and the help overlay.
        public var summary: String
        public var make: @Sendable () -> any ScrollTargetBehavior
    }

    /// All behaviors, in the order of the number keys (1 = first … 9, then 0
    /// = tenth; the entries after the tenth have no number key).
    public static let entries: [Entry] = [
        Entry(name: "free", summary: "no snapping: rests where momentum takes it") {
            FreeScrollTargetBehavior()
        },
        Entry(name: "paging", summary: ".paging: one container-sized page per swipe, last page aligned to the end") {
            PagingScrollTargetBehavior()
        },
        Entry(name: "view-aligned", summary: ".viewAligned: snaps to a child's leading edge; limit .automatic (.always under 600 px wide, else .never)") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .automatic)
        },
        Entry(name: "view-aligned-always", summary: ".viewAligned(limitBehavior: .always): at most one container length of views per swipe") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .always)
        },
        Entry(name: "view-aligned-by-one", summary: ".viewAligned(limitBehavior: .alwaysByOne): at most one view per swipe") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)
        },
        Entry(name: "view-aligned-by-few", summary: ".viewAligned(limitBehavior: .alwaysByFew): at most 3 views per swipe") {
            ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByFew)
        },
        Entry(name: "view-aligned-never", summary: ".viewAligned(limitBehavior: .never): snaps to a view, a fling passes any number") {
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
    ]

    /// The names, in catalog order.
    public static var names: [String] { entries.map(\.name) }

    /// The entry named `name`, or nil.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The behavior named `name`, or nil.
    public static func behavior(named name: String) -> (any ScrollTargetBehavior)? {
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
