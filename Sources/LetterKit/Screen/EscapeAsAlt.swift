/// Esc, then a key within a second, is Alt plus that key.
///
/// Terminals where Alt is not Meta send nothing for Alt, so people press Esc
/// and then the key, at a person's pace. `KeyDecoder` already reads ESC and a
/// key sent together as Alt; this reads the keys it makes and holds an Esc for
/// `window`: a key within it becomes Alt plus the key, a second Esc is one Esc
/// at once, and an Esc nothing followed is handed out once the window has
/// passed. The time comes from the caller (the shell's monotonic clock, or a
/// test's made-up times), so the decision is pure.
///
/// What a person sees while an Esc is held: nothing. The window is short, and a
/// hint would flash on every Esc that closes a prompt.
///
/// Representation: when the held Esc arrived, nil when none is held.
public struct EscapeAsAlt: Hashable, Sendable {
    /// How long an Esc waits for the key it modifies.
    public static let window: Duration = .seconds(1)

    private var heldSince: Duration?

    public init() {}

    /// An Esc is held; the caller reads the clock only then, or for an Esc.
    public var isHolding: Bool { heldSince != nil }

    /// Takes a key the decoder made at `now`; returns the keys it completes, in
    /// order. Keys other than Esc pass unchanged when nothing is held.
    public mutating func take(_ key: Key, at now: Duration) -> [Key] {
        guard let since = heldSince else {
            if key == .escape {
                heldSince = now
                return []
            }
            return [key]
        }
        heldSince = nil
        if now - since > EscapeAsAlt.window { return [.escape] + take(key, at: now) }
        switch key {
        case .escape: return [.escape]
        // A sequence no key is known for has no Alt form: the Esc stands alone.
        case .unknown: return [.escape, key]
        default: return [key.withAlt]
        }
    }

    /// The held Esc, once the window has passed at `now`; nil before, or when
    /// none is held.
    public mutating func expire(at now: Duration) -> Key? {
        guard let since = heldSince, now - since >= EscapeAsAlt.window else { return nil }
        heldSince = nil
        return .escape
    }

    /// The held Esc at once, before input that is no key (a paste, a click, a
    /// resize): Alt has no meaning for it, and the Esc came first.
    public mutating func release() -> Key? {
        guard heldSince != nil else { return nil }
        heldSince = nil
        return .escape
    }

    /// How long until a held Esc stands alone, at `now`; nil when none is held.
    public func remaining(at now: Duration) -> Duration? {
        guard let since = heldSince else { return nil }
        return max(.zero, EscapeAsAlt.window - (now - since))
    }
}
