import Glibc
import LetterKit

extension CalendarDay {
    /// The day it is now in the local time zone (the TZ variable, else
    /// /etc/localtime): what Alt-D writes and `--set date=today` stores.
    static func today() -> CalendarDay {
        CalendarDay(secondsSince1970: Int64(time(nil)), utcOffset: LocalTime.utcOffset)
    }
}
