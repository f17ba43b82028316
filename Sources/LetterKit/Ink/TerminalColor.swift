/// A colour as a terminal can show it: the nearest of its palette.
///
/// The 256-colour palette is xterm's: 16 system colours, a 6×6×6 cube
/// (levels 0, 95, 135, 175, 215, 255) and 24 grays (8 to 238); only the cube
/// and the grays are chosen from, since the first 16 vary between terminals.
/// The 8 basic colours are the ANSI ones, taken at their usual values.
extension RGB {
    /// The nearest xterm 256-colour index (16–255).
    public var nearestXterm256: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for index in levels.indices where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) { best = index }
            return best
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(to: RGB(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b])))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(23, max(0, (average - 8 + 5) / 10))
        let grayValue = UInt8(8 + 10 * grayStep)
        let grayDistance = distance(to: RGB(red: grayValue, green: grayValue, blue: grayValue))
        return grayDistance < cubeDistance ? 232 + grayStep : cube
    }

    /// The colour of xterm's 256-colour palette entry `index`, for 16–255
    /// (the cube and the grays); the first 16 are taken at their usual values.
    /// `nearestXterm256` gives 16–255 back exactly.
    public init(xterm256 index: UInt8) {
        let value = Int(index)
        switch value {
        case 16...231:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = value - 16
            self.init(red: levels[cube / 36], green: levels[(cube / 6) % 6], blue: levels[cube % 6])
        case 232...255:
            let gray = UInt8(8 + 10 * (value - 232))
            self.init(red: gray, green: gray, blue: gray)
        default:
            let system: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            let (red, green, blue) = system[value]
            self.init(red: red, green: green, blue: blue)
        }
    }

    /// The nearest of the 8 ANSI colours (0 black … 7 white).
    public var nearestBasic8: Int {
        let basics: [RGB] = [
            RGB(red: 0, green: 0, blue: 0), RGB(red: 205, green: 0, blue: 0), RGB(red: 0, green: 205, blue: 0),
            RGB(red: 205, green: 205, blue: 0), RGB(red: 0, green: 0, blue: 238), RGB(red: 205, green: 0, blue: 205),
            RGB(red: 0, green: 205, blue: 205), RGB(red: 229, green: 229, blue: 229),
        ]
        var best = 0
        for index in basics.indices where distance(to: basics[index]) < distance(to: basics[best]) { best = index }
        return best
    }

    /// Squared distance, weighted for the eye (red 3, green 4, blue 2).
    func distance(to other: RGB) -> Int {
        let dr = Int(red) - Int(other.red)
        let dg = Int(green) - Int(other.green)
        let db = Int(blue) - Int(other.blue)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
