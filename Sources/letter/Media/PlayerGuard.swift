import Glibc

/// The players' process groups, for the ways out of the editor that do not
/// come back through its loop: a crash (`CrashGuard`'s handler) and a stop
/// the loop did not answer (`StopGuard`'s watcher). Neither may leave a
/// player playing on after the editor is gone.
///
/// Representation: a few slots of pids in memory that is never freed,
/// written on the main thread, read by a handler with plain loads: an
/// editor over an editor (a template's, the letterbox's) may each have
/// one playing. A slot is 0 when free.
enum PlayerGuard {
    static let slotCount = 8
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        return slots
    }()

    /// Notes a player's group; the first free slot (none left: it is not
    /// guarded, and the loop still stops it).
    static func add(_ pid: pid_t) {
        for index in 0..<slotCount where slots[index] == 0 {
            slots[index] = pid
            return
        }
    }

    static func remove(_ pid: pid_t) {
        for index in 0..<slotCount where slots[index] == pid { slots[index] = 0 }
    }

    /// Ends every player noted: SIGTERM to each group, a moment for them to
    /// go, then SIGKILL. Async-signal-safe (`kill`, `waitid`, `usleep`), for
    /// the crash handler; the slots are left as they are (the process ends).
    static func endAll() {
        var any = false
        for index in 0..<slotCount where slots[index] > 0 {
            kill(-slots[index], SIGTERM)
            any = true
        }
        guard any else { return }
        // Not reaped here: a group's number stays its own while its leader
        // is a zombie, so the SIGKILL cannot reach another process.
        for _ in 0..<15 {
            var playing = false
            for index in 0..<slotCount where slots[index] > 0 {
                if !MediaPlayer.hasEnded(slots[index]) { playing = true }
            }
            if !playing { break }
            usleep(20_000)
        }
        for index in 0..<slotCount where slots[index] > 0 { kill(-slots[index], SIGKILL) }
    }
}
