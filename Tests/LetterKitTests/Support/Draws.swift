import PropertyBased

/// The random numbers a generator drew, kept so the property checker can
/// shrink them: a failing case is reported small.
///
/// A generator written as a function of a random number generator (pick a
/// count, then that many pieces, …) draws from `Draws`. Run fresh, `Draws`
/// gives numbers from a seed and records them; the checker holds the list as
/// the case's input and, when the case fails, shrinks it with the library's
/// shrinkers for arrays of integers: it cuts the list short, leaves numbers
/// out and moves each towards `least`. Replayed, a shorter list or smaller
/// numbers make a smaller case: `Int.random(in:)` and `randomElement()`
/// answer `least` with the lowest count and the first element, and past the
/// end of the list every draw is `least`. So a count shrinks to its lower
/// bound, a choice to the first one listed (list the simplest first), and a
/// list of steps loses its steps.
struct Draws: RandomNumberGenerator, Sendable {
    /// The numbers drawn so far (replayed: the numbers to give).
    private(set) var values: [UInt64]
    private var index = 0
    /// SplitMix64's state while drawing fresh numbers; nil while replaying.
    private var state: UInt64?

    /// The draw that gives every choice its lowest: `Int.random(in:)` over
    /// fewer than 2^32 values takes the lower bound, `Bool.random` false.
    /// Not 0: the standard library rejects a 0 for most ranges and draws
    /// again (its unbiased sampling), which past the end of a list would be
    /// for ever.
    static let least: UInt64 = 1 << 32

    /// Fresh draws from `seed`, recorded.
    init(seed: UInt64) {
        values = []
        state = seed
    }

    /// `values` given back in order, then `least`.
    init(replaying values: [UInt64]) {
        self.values = values
        state = nil
    }

    mutating func next() -> UInt64 {
        if index < values.count {
            defer { index += 1 }
            return values[index]
        }
        guard var state else { return Draws.least }
        state &+= 0x9E37_79B9_7F4A_7C15
        self.state = state
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        values.append(mixed)
        index += 1
        return mixed
    }
}

/// A generator whose cases shrink: see `Draws`.
typealias Drawn<Value> = Generator<
    Value,
    Shrink.Appended<
        Shrink.Appended<[[UInt64]], Shrink.Omit<[UInt64]>>,
        Shrink.ElementWise<UInt64, [UInt64], PrefixSequence<Shrink.Integer<UInt64>>>
    >
>

extension Gen {
    /// A generator of the values `make` builds from random draws, shrinking
    /// the way `Draws` describes: the same cases as drawing from any random
    /// number generator, reported small when one fails.
    static func drawn(_ make: @escaping @Sendable (inout Draws) -> Value) -> Drawn<Value> {
        Generator<[UInt64], _>(
            run: { rng in
                var draws = Draws(seed: rng.next())
                _ = make(&draws)
                return draws.values
            },
            shrink: { values in
                // Cheapest first: the draws cut short (every later choice
                // its simplest), then one draw left out, then each draw made
                // smaller: `least`, half and three quarters of the way (the first
                // of the library's steps; all 64 make a long case slow to shrink).
                let cuts = Set([0, values.count / 4, values.count / 2, values.count * 3 / 4, values.count - 1])
                let shorter = cuts.sorted().filter { (0..<values.count).contains($0) }.map { Array(values.prefix($0)) }
                return shorter.append(Shrink.omitSingleElement(from: values)).append(
                    Shrink.ElementWise(values) { $0.shrink(towards: Draws.least).prefix(3) })
            }
        ).map { values in
            var draws = Draws(replaying: values)
            return make(&draws)
        }
    }

    /// One of `items`, shrinking towards the first.
    static func pick(from items: [Value]) -> Generator<Value, Shrink.Integer<Int>> where Value: Sendable {
        Gen<Int>.value(in: 0...(items.count - 1)).map { items[$0] }
    }
}
