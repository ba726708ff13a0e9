/// SwiftUI's text inputs: drawn with their text or, when empty, the
/// placeholder in gray (no typing in the playground).
public struct TextField<Label: View>: View {
    let text: String
    let prompt: String

    public var body: some View {
        Text(text.isEmpty ? prompt : text)
            .foregroundStyle(text.isEmpty ? Color.gray : Color.primary)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text.wrappedValue
        self.prompt = String(title)
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
    }
}

/// A password field: its text as dots.
public struct SecureField<Label: View>: View {
    let text: String
    let prompt: String

    public var body: some View {
        Text(text.isEmpty ? prompt : String(repeating: "•", count: text.count))
            .foregroundStyle(text.isEmpty ? Color.gray : Color.primary)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text.wrappedValue
        self.prompt = String(title)
    }
}

/// A multi-line editor: its text, top leading, filling what it is offered.
public struct TextEditor: View {
    let text: String

    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public var body: some View {
        Text(text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// What the return key says, and other keyboard settings (no keyboard here).
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let search = SubmitLabel(name: "search")
    public static let next = SubmitLabel(name: "next")
    public static let `return` = SubmitLabel(name: "return")
}

extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    public func submitLabel(_ label: SubmitLabel) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    public func autocorrectionDisabled(_ disable: Bool = true) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
}

public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// What submits (`.onSubmit(of: .search)`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
