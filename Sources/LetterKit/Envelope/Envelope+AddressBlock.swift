/// The envelope as an address block: the lines a page prints above the
/// sheet, the way an envelope reads — the recipient and where, how to reach
/// them, then who it is from and when.
extension Envelope {
    /// One line of the address block: the field it shows and its text, with
    /// the small word or sign that says what it is ("☎ ", "From ").
    public struct AddressLine: Hashable, Sendable {
        public var field: EnvelopeField
        public var text: String
    }

    /// The fields in the order an envelope reads, with their prefixes.
    static let addressOrder: [(EnvelopeField, String)] = [
        (.to, ""), (.address, ""), (.postcode, ""), (.phone, "☎ "), (.email, "✉ "), (.from, "From "), (.date, ""),
    ]

    /// The block's lines, one per field that is filled; none for an empty envelope.
    public var addressLines: [AddressLine] {
        Envelope.addressOrder.compactMap { field, prefix in
            self[field].map { AddressLine(field: field, text: prefix + $0) }
        }
    }
}
