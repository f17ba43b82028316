import Glibc
import LetterSystem

// Its notes (an index damaged or of another version, built again) in the
// program's language.
HelperLanguage.start()

// The program on the other end may be gone: a write then fails with EPIPE
// and the helper ends, rather than dying of the signal mid-transaction.
signal(SIGPIPE, SIG_IGN)
exit(IndexServer(input: STDIN_FILENO, output: STDOUT_FILENO).serve())
