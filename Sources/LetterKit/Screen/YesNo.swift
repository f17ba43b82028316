/// The answer to a question asked with a key: `y` or not.
public enum YesNo: Hashable, Sendable { case yes, no }
