extension ScenarioEvent.Kind {
    /// A setup switch written on a command line as `NAME=VALUE` (`run --set
    /// deceleration=fast`, `--set axis=horizontal`, `--set 'lanes=["paging","free"]'`):
    /// NAME is a setup switch's event type, VALUE its value as a scenario
    /// entry writes it (JSON; a bare word is read as a string). The value
    /// is read by the switch's own descriptor, so a switch declared in
    /// `ScenarioEventType` is an option of `run` with no code of its own.
    ///
    /// Throws for text without `=`, a name that is not a setup switch, or a
    /// value the switch's entry would refuse (the error names `--set` and
    /// the field).
    public static func setupSwitch(_ text: String) throws(ScenarioError) -> ScenarioEvent.Kind {
        func invalid(_ field: String, _ message: String) -> ScenarioError {
            ScenarioError(kind: .invalid, file: "--set", line: nil, field: field, message: message)
        }
        let setupNames = ScenarioEventType.all.filter(\.isSetup).map(\.name)
        guard let equals = text.firstIndex(of: "=") else {
            throw invalid("", "expected NAME=VALUE, NAME one of \(setupNames.joined(separator: ", ")) (got \"\(text)\")")
        }
        let name = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        guard let type = ScenarioEventType.named(name), type.isSetup else {
            throw invalid(name, "\"\(name)\" is not a setup switch\(NameSuggestion.hint(for: name, in: setupNames))")
        }
        let json = value.first.map { "[{\"-0123456789".contains($0) } == true || ["true", "false", "null"].contains(value)
            ? value : JSONWriter.quote(value)
        let document = "{\"version\": 1, \"preset\": \"rainbow\", \"events\": [{\"at\": 0, \(JSONWriter.quote(name)): \(json)}]}"
        let scenario = try Scenario.parse(text: document, fileName: "--set")
        guard let kind = scenario.events.first?.kind else { throw invalid(name, "no value") }
        return kind
    }
}
