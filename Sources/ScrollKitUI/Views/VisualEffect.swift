public import ScrollKitCore

/// Effects that change how a view draws, never its layout, as SwiftUI's
/// `VisualEffect`: what `.visualEffect` and `.scrollTransition` closures
/// build from the `EmptyVisualEffect` they are given. Each call adds one
/// step; the first step applies closest to the view.
public protocol VisualEffect {
    /// The steps, innermost first.
    var _steps: [_VisualEffectStep] { get }
}

/// The effect that changes nothing: where the closures start.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
}

/// Some steps of effects.
public struct _VisualEffects: VisualEffect {
    public let _steps: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectStep) -> _VisualEffects {
        _VisualEffects(_steps: _steps + [step])
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffects {
        adding(.scale(x: scale, y: scale, anchor: anchor))
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffects {
        adding(.scale(x: x, y: y, anchor: anchor))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffects {
        adding(.scale(x: scale.width, y: scale.height, anchor: anchor))
    }

    public func opacity(_ opacity: Double) -> _VisualEffects {
        adding(.opacity(opacity))
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffects {
        adding(.rotation(degrees: angle.degrees, anchor: anchor))
    }

    /// A rotation about `axis` in 3D, drawn as its projection without
    /// perspective (see `_VisualEffectStep.rotation3D`): `anchorZ` and
    /// `perspective` are accepted and not used.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> _VisualEffects {
        adding(.rotation3D(degrees: angle.degrees, x: axis.x, y: axis.y, z: axis.z, anchor: anchor))
    }

    public func offset(_ offset: CGSize) -> _VisualEffects {
        adding(.offset(x: offset.width, y: offset.height))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffects {
        adding(.offset(x: x, y: y))
    }

    /// Approximated: see `DisplayItemFilters.blur`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffects {
        adding(.blur(radius: radius))
    }

    /// Every colour's hue turned by `angle` (HSB).
    public func hueRotation(_ angle: Angle) -> _VisualEffects {
        adding(.hueRotation(degrees: angle.degrees))
    }

    /// `amount` added to every colour channel (0 no change, 1 white).
    public func brightness(_ amount: Double) -> _VisualEffects {
        adding(.brightness(amount))
    }

    /// Every colour moved toward its luminance (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> _VisualEffects {
        adding(.saturation(amount))
    }

    /// `saturation(1 − amount)`.
    public func grayscale(_ amount: Double) -> _VisualEffects {
        adding(.saturation(1 - amount))
    }
}
