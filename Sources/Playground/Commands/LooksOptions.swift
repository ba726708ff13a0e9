import ArgumentParser
import ScrollKitCore

/// The options of `run` and `record` that choose how content looks:
/// `--appearance light|dark`, `--device NAME` (the container sized as a real
/// device's screen) and `--frame` (the device's outline drawn over it).
struct LooksOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw the content in the light or dark appearance (M toggles it in the window).", valueName: "light|dark"))
    var appearance: String?

    @Option(help: ArgumentHelp(
        "Size the container as this device's screen, e.g. iphone-16, iphone-se, iphone-16-pro-max, ipad-portrait, ipad-landscape (see 'playground list'); replaces --window.",
        valueName: "name"))
    var device: String?

    @Flag(help: "Draw the device's outline over the container: rounded screen corners, the Dynamic Island, the home indicator (with --device).")
    var frame = false

    /// The appearance asked for (light by default); throws a
    /// `ValidationError` naming `--appearance` for anything else.
    func resolvedAppearance() throws -> Appearance {
        guard let appearance else { return .light }
        guard let value = Appearance(rawValue: appearance.lowercased()) else {
            throw ValidationError("--appearance must be light or dark (got '\(appearance)')")
        }
        return value
    }

    /// The device asked for, or nil; throws a `ValidationError` naming
    /// `--device` and listing the names for an unknown one, or when `--frame`
    /// comes without a device or `--window` with one.
    func resolvedDevice(window: String?) throws -> Device? {
        guard let device else {
            if frame { throw ValidationError("--frame outlines a device: add --device NAME (one of \(Device.names.joined(separator: ", ")))") }
            return nil
        }
        guard let value = Device.named(device) else {
            throw ValidationError("--device must be one of \(Device.names.joined(separator: ", ")) (got '\(device)')")
        }
        if window != nil { throw ValidationError("--device and --window do not combine: the device sets the window to \(Int(value.size.width))x\(Int(value.size.height))") }
        return value
    }
}
