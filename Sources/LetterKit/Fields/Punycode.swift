/// Punycode (RFC 3492): how an internationalised domain label is written in
/// ASCII, after "xn--" (한국 is xn--3e0b707e). An e-mail domain's length
/// limits (63 octets a label, 253 the name) count this form.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700

    /// The Punycode of `label` (without "xn--"); nil if a count overflows,
    /// which no label within the limits does.
    static func encoded(_ label: String) -> String? {
        let input = label.unicodeScalars.map { Int($0.value) }
        var output = String.UnicodeScalarView()
        for value in input where value < 0x80 {
            if let scalar = Unicode.Scalar(value) { output.append(scalar) }
        }
        let basic = output.count
        var handled = basic
        if basic > 0 { output.append("-") }
        var next = 0x80
        var delta = 0
        var bias = 72
        while handled < input.count {
            guard let smallest = input.filter({ $0 >= next }).min() else { break }
            let (step, overflow) = (smallest - next).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= Int(Int32.max) - step else { return nil }
            delta += step
            next = smallest
            for value in input {
                if value < next { delta += 1 }
                guard value == next else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapted(delta, points: handled + 1, first: handled == basic)
                delta = 0
                handled += 1
            }
            delta += 1
            next += 1
        }
        return String(output)
    }

    private static func digit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26))
    }

    private static func adapted(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
