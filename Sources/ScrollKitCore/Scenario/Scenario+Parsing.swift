extension Scenario {
    /// Parses a version 1 scenario document. `fileName` is used in error
    /// messages and as the default `name` (without `.json`).
    public static func parse(text: String, fileName: String) throws(ScenarioError) -> Scenario {
        try parse(text: text, fileName: fileName, vocabulary: .catalogs)
    }

    static func parse(text: String, fileName: String, vocabulary: ScenarioVocabulary) throws(ScenarioError) -> Scenario {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ScenarioError(kind: .syntax, file: fileName, line: error.line, column: error.column,
                                message: "invalid JSON: \(error.message)")
        }
        return try ScenarioParser(file: fileName, vocabulary: vocabulary).parseDocument(root)
    }

    /// Reads and parses the scenario file at `path` (at most 16 MiB of UTF-8).
    /// `extraBehaviorNames` are accepted as behavior names besides the
    /// catalog's: the lanes of `--behavior-file`s (named after their files),
    /// so an expectation can say `"behavior": "my-paging"`. With `viewGiven`
    /// (a `--view-file` replaces the preset) the file may leave `preset` out.
    public static func load(path: String, extraBehaviorNames: [String] = [], viewGiven: Bool = false) throws(ScenarioError) -> Scenario {
        let text = try ScenarioFile.readText(path: path)
        var vocabulary = ScenarioVocabulary.catalogs
        vocabulary.viewGiven = viewGiven
        vocabulary.behaviorNames += extraBehaviorNames.filter { !vocabulary.behaviorNames.contains($0) }
        return try parse(text: text, fileName: path, vocabulary: vocabulary)
    }
}
