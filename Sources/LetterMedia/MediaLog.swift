import CFFmpeg

/// FFmpeg's log, which writes to standard error by default: the helper's
/// standard error is nobody's screen, and a damaged file's complaints are
/// its answer (`PictureProblem`), so the log is off.
public enum MediaLog {
    public static func silence() { av_log_set_level(AV_LOG_QUIET) }
}
