/// What an item shows besides its fill: its label alone (the seeds' `Text`
/// of the id), or a feed post's parts.
public enum ItemContent: String, Hashable, Sendable {
    /// The label (`ItemLabelStyle`), nothing else.
    case label
    /// A social feed's post: a round avatar in a vivid colour, the label as
    /// the author's line beside it, and grey placeholder lines for the text,
    /// as many as the card's height holds.
    case feedPost
}
