/// How buttons inside draw, set by `.buttonStyle(_:)` with one of
/// SwiftUI's built-in styles (`ViewEnvironment.buttonLook`).
///
/// - `automatic` (and `.borderless`): the label in the tint, no background.
/// - `plain`: the label in the foreground style, no tint, no background.
/// - `bordered`: the label in the tint on the tint at 15 % opacity;
///   `borderedProminent`: the label in white on the tint. Both are a
///   rounded rectangle (8-point corners) around the label padded 12
///   points across and 7 down (a 17-point label gives iOS's 34-point
///   regular bordered button, 12 points of padding either side).
enum ButtonLook: Sendable {
    case automatic, plain, bordered, borderedProminent

    /// The padding around a bordered label, points.
    static let padding = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let cornerRadius: CGFloat = 8
    /// The bordered style's background: the tint at this opacity.
    static let borderedOpacity = 0.15

    /// The look of built-in style `S`, nil for another (a custom one draws its label).
    static func of<S>(_ style: S.Type) -> ButtonLook? {
        switch style {
        case is BorderedButtonStyle.Type: return .bordered
        case is BorderedProminentButtonStyle.Type: return .borderedProminent
        case is PlainButtonStyle.Type: return .plain
        case is BorderlessButtonStyle.Type, is DefaultButtonStyle.Type: return .automatic
        default: return nil
        }
    }
}
