/// Dates written as strftime writes them, without the C library: the
/// directives a person puts in `date_format` (`%Y %m %d %e %B %b %A %a %%`,
/// and glibc's `-` flag on `%d %m %e` for no padding), with the month and day
/// names of the letter's language. A directive not listed is kept as
/// written, so a mistyped format shows itself in the letter rather than
/// vanishing.
public enum DateFormat {
    /// `day` written by `pattern`, the names from `names`.
    public static func text(_ day: CalendarDay, pattern: String, names: DateNames) -> String {
        var text = ""
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            guard var directive = characters.next() else {
                text.append("%")
                break
            }
            var padded = true
            if directive == "-" {
                guard let next = characters.next() else {
                    text += "%-"
                    break
                }
                guard "dme".contains(next) else {
                    text += "%-" + String(next)
                    continue
                }
                padded = false
                directive = next
            }
            switch directive {
            case "Y": text += String(day.year)
            case "m": text += padded ? twoDigits(day.month) : String(day.month)
            case "d": text += padded ? twoDigits(day.day) : String(day.day)
            case "e": text += padded && day.day < 10 ? " " + String(day.day) : String(day.day)
            case "B": text += names.months[day.month - 1]
            case "b": text += names.shortMonths[day.month - 1]
            case "A": text += names.weekdays[day.weekday]
            case "a": text += names.shortWeekdays[day.weekday]
            case "%": text += "%"
            default: text += "%" + String(directive)
            }
        }
        return text
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}

/// A language's names of the months and the days of the week, as its
/// letters write them (glibc's locales' forms; French and Spanish in lower case).
public struct DateNames: Hashable, Sendable {
    /// January first.
    let months: [String]
    let shortMonths: [String]
    /// Sunday first.
    let weekdays: [String]
    let shortWeekdays: [String]

    static let english = DateNames(
        months: [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ],
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])

    static let korean = DateNames(
        months: (1...12).map { "\($0)월" }, shortMonths: (1...12).map { "\($0)월" },
        weekdays: ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"],
        shortWeekdays: ["일", "월", "화", "수", "목", "금", "토"])

    static let japanese = DateNames(
        months: (1...12).map { "\($0)月" }, shortMonths: (1...12).map { "\($0)月" },
        weekdays: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
        shortWeekdays: ["日", "月", "火", "水", "木", "金", "土"])

    static let german = DateNames(
        months: [
            "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
            "November", "Dezember",
        ],
        shortMonths: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
        weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
        shortWeekdays: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"])

    static let french = DateNames(
        months: [
            "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
            "novembre", "décembre",
        ],
        shortMonths: [
            "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
        ],
        weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
        shortWeekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."])

    static let spanish = DateNames(
        months: [
            "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
            "noviembre", "diciembre",
        ],
        shortMonths: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
        weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
        shortWeekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"])
}
