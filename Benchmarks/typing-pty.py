#!/usr/bin/env python3
"""Type into `letter` through a pseudo-terminal and measure how it keeps up.

The editor runs in a pty of a fixed size (default 80x24, TERM=xterm-256color,
LANG=C.UTF-8). After the first screen is drawn, the script types N characters
(English words, Korean words, spaces, and Enter every ~60 characters) one
keystroke at a time, as fast as the editor answers: it writes one key, reads
the terminal output until the editor has answered that key, then writes the
next. For every keystroke it records the bytes the editor wrote and the time
from writing the key to the last byte of the answer.

When has the editor answered? Not after a fixed quiet period (that would make
the measurement mostly sleeping): once some output has arrived, the script
checks /proc/PID/stat and /proc/PID/syscall, and the key is answered when the
pty holds no more output and the editor's main thread is asleep in the
syscall it waits for input with (poll/select/read). A short grace read
(--grace, 0.5 ms) then catches bytes still in flight in the kernel's pty
buffers. Where /proc cannot be read it falls back to a quiet period (--quiet).

At the end it saves (Ctrl-S), checks the file holds exactly the typed text
(after any front-matter block between `---` lines; the final newline that ends
the last line is not part of the text) and fails loudly if not, then quits
(Ctrl-Q).

    swift build -c release --product letter --scratch-path .build-bench
    python3 Benchmarks/typing-pty.py                     # letter:500, long:1500, manuscript:5000
    python3 Benchmarks/typing-pty.py --run manuscript:5000 --run long:1500
    python3 Benchmarks/typing-pty.py --compare nano      # same keys through nano, if installed

Exit status: 0 when every run's saved text matched, 1 otherwise.
"""

import argparse
import errno
import fcntl
import os
import pty
import random
import select
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BINARY = os.path.join(REPO, ".build-bench", "release", "letter")
DEFAULT_RUNS = ["letter:500", "long:1500", "manuscript:5000"]

CTRL_S = b"\x13"
CTRL_Q = b"\x11"
ENTER = "\r"  # what a terminal sends for Return in raw mode

# Syscalls a terminal program sleeps in while it waits for a key.
WAIT_SYSCALLS = {
    "x86_64": {0, 7, 23, 232, 270, 271, 281},  # read poll select epoll_wait pselect6 ppoll epoll_pwait
    "aarch64": {63, 22, 72, 73},  # read epoll_pwait pselect6 ppoll
}.get(os.uname().machine, set())

ENGLISH = (
    "dear friend the garden is quiet this morning and I have been thinking of you "
    "we walked along the river after the rain and the light was soft on the water "
    "my mother sends her love and asks when you will visit again perhaps in spring "
    "I found the old photographs in a box under the stairs and laughed for an hour "
    "write soon and tell me everything about the new house the city and your work"
).split()
KOREAN = (
    "안녕하세요 보고 싶어요 오늘은 날씨가 정말 좋아요 어머니께서 안부를 전하셨어요 "
    "편지를 쓰는 것은 오랜만이에요 봄이 오면 꼭 놀러 오세요 사진을 보고 많이 웃었어요 "
    "건강하게 지내세요 사랑을 담아서"
).split()


class Failure(Exception):
    pass


# --------------------------------------------------------------------------- text


def make_text(count, seed, line_length=60):
    """`count` keystrokes of prose: words (about one in four Korean) separated
    by spaces, Enter after roughly `line_length` characters. Never ends with a
    space or Enter, so the saved text is unambiguous."""
    rng = random.Random(seed)
    out = []
    line = 0
    while len(out) < count:
        word = rng.choice(KOREAN) if rng.random() < 0.25 else rng.choice(ENGLISH)
        if rng.random() < 0.08:
            word += rng.choice(",.")
        if out:
            if line + 1 + len(word) > line_length + rng.randint(-8, 4):
                out.append(ENTER)
                line = 0
            else:
                out.append(" ")
                line += 1
        out.extend(word)
        line += len(word)
    out = out[:count]
    while out[-1] in (" ", ENTER):
        out[-1] = "."
    return out


def cell_width(ch):
    return 2 if "\u1100" <= ch <= "\u11ff" or "\uac00" <= ch <= "\ud7a3" else 1


# --------------------------------------------------------------------------- pty


class Editor:
    """A program running on the slave side of a pty we hold the master of."""

    def __init__(self, argv, rows, cols, env, quiet, grace, timeout, probe=True):
        self.quiet = quiet
        self.grace = grace
        self.timeout = timeout
        self.recent = bytearray()  # output since the last `take_recent`
        self.late = 0  # answers where bytes came in during the grace read
        pid, fd = pty.fork()
        if pid == 0:  # child: size the terminal before the program looks at it
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
                os.execvpe(argv[0], argv, env)
            except BaseException as error:  # noqa: BLE001 - report anything, then die
                os.write(2, f"exec {argv[0]} failed: {error}\n".encode())
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.exited = None
        self.can_probe = probe and self._probe_works()

    # The editor is waiting for input: main thread asleep in a wait syscall.
    def _syscall_state(self):
        try:
            with open(f"/proc/{self.pid}/stat", "rb") as f:
                stat = f.read()
            state = stat[stat.rindex(b")") + 2 : stat.rindex(b")") + 3]
            with open(f"/proc/{self.pid}/syscall", "rb") as f:
                call = f.read().split()
        except OSError:
            return None, None
        number = int(call[0]) if call and call[0].lstrip(b"-").isdigit() else None
        return state, number

    def _probe_works(self):
        """Whether /proc tells us which syscall the program is in (it needs a
        kernel with CONFIG_HAVE_ARCH_TRACEHOOK and ptrace access to the child)."""
        try:
            with open(f"/proc/{self.pid}/syscall", "rb") as f:
                f.read()
        except OSError:
            return False
        return bool(WAIT_SYSCALLS)

    def idle(self):
        state, number = self._syscall_state()
        return state == b"S" and number in WAIT_SYSCALLS

    def _read_once(self):
        try:
            data = os.read(self.fd, 1 << 16)
        except OSError as error:
            if error.errno == errno.EIO:  # slave closed: the program ended
                data = b""
            else:
                raise
        if not data:
            raise EOFError
        self.recent += data
        return data

    def send(self, data):
        os.write(self.fd, data)

    def answer(self, need_output=True, until=None):
        """Reads until the program has answered what was just sent.

        Returns (bytes read, time of the last byte or None). With `until`, also
        keeps reading until the output since the last `take_recent` contains it."""
        total = 0
        last = None
        start = time.perf_counter()
        deadline = start + self.timeout
        while True:
            now = time.perf_counter()
            if now > deadline:
                raise Failure(f"no answer after {self.timeout:.0f} s ({total} bytes read)")
            ready, _, _ = select.select([self.fd], [], [], 0)
            if ready:
                total += len(self._read_once())
                last = time.perf_counter()
                continue
            waiting_for_text = until is not None and until not in self.recent
            if (need_output and last is None) or waiting_for_text:
                ready, _, _ = select.select([self.fd], [], [], min(0.05, deadline - now))
                continue
            if self.can_probe:
                if not self.idle():
                    select.select([self.fd], [], [], 0.0005)
                    continue
                ready, _, _ = select.select([self.fd], [], [], self.grace)
                if ready:
                    self.late += 1
                    continue
                return total, last
            ready, _, _ = select.select([self.fd], [], [], self.quiet)
            if not ready:
                return total, last

    def take_recent(self):
        data = bytes(self.recent)
        self.recent.clear()
        return data

    def wait_exit(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.05)
                if ready:
                    self._read_once()
            except EOFError:
                pass
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.exited = status
                return True
        return False

    def close(self):
        if self.exited is None:
            try:
                os.kill(self.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            if not self.wait_exit(2):
                try:
                    os.kill(self.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.wait_exit(2)
        try:
            os.close(self.fd)
        except OSError:
            pass


# --------------------------------------------------------------------------- editors


def saved_text(path):
    """The letter's text: after a front-matter block, without the final newline."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as error:
        raise Failure(f"the saved letter cannot be read: {error}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Failure(f"{path} is not UTF-8: {error}")
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.split("\n")
    if lines and lines[0].rstrip("\r") == "---":
        for index in range(1, len(lines)):
            if lines[index].rstrip("\r") == "---":
                text = "\n".join(lines[index + 1 :])
                break
    if text.endswith("\r\n"):
        text = text[:-2]
    elif text.endswith("\n") or text.endswith("\r"):
        text = text[:-1]
    return text.replace("\r\n", "\n")


class LetterProgram:
    name = "letter"

    def __init__(self, binary):
        self.binary = binary

    def argv(self, path, paper):
        return [self.binary, path, "--paper", paper]

    def start(self, editor):
        editor.answer(until=b"F1 help")

    def save_and_quit(self, editor):
        editor.take_recent()
        editor.send(CTRL_S)
        editor.answer()
        # The message is drawn as one run when the status row changes; give a
        # slow save a moment, but let the file itself be the real check.
        end = time.monotonic() + 5
        while b"Saved" not in editor.recent and time.monotonic() < end:
            editor.answer(need_output=False)
            select.select([], [], [], 0.05)
        if b"Saved" not in editor.recent:
            print("  warning: no \"Saved\" message on screen after Ctrl-S", flush=True)
        editor.take_recent()
        editor.send(CTRL_Q)
        if not editor.wait_exit(3):
            if b"Save changes" in editor.take_recent():
                print("  warning: letter still had unsaved changes after Ctrl-S; answering n", flush=True)
                editor.send(b"n")
            if not editor.wait_exit(5):
                raise Failure("letter did not quit after Ctrl-Q")


class NanoProgram:
    name = "nano"

    def __init__(self, binary):
        self.binary = binary

    def argv(self, path, paper):
        # No rc files, no hard wrapping, no auto-indent: type exactly what is sent.
        return [self.binary, "--ignorercfiles", "--nowrap", path]

    def start(self, editor):
        editor.answer()

    def save_and_quit(self, editor):
        editor.take_recent()
        editor.send(b"\x0f")  # ^O: write out; nano asks for the file name
        editor.answer()
        editor.send(b"\r")
        editor.answer(until=b"Wrote")
        editor.send(b"\x18")  # ^X
        if not editor.wait_exit(5):
            raise Failure("nano did not quit after ^X")


# --------------------------------------------------------------------------- one run


def run_once(program, paper, keys, args, workdir):
    path = os.path.join(workdir, f"{program.name}-{paper}-{len(keys)}.letter")
    if os.path.exists(path):
        os.remove(path)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": workdir,
        "XDG_STATE_HOME": os.path.join(workdir, "state"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
    }
    editor = Editor(program.argv(path, paper), args.rows, args.cols, env, args.quiet, args.grace, args.timeout, not args.no_probe)
    try:
        t0 = time.perf_counter()
        program.start(editor)
        startup = time.perf_counter() - t0
        initial_bytes = len(editor.take_recent())

        latencies = []
        sizes = []
        begin = time.perf_counter()
        for key in keys:
            data = key.encode("utf-8")
            sent = time.perf_counter()
            editor.send(data)
            count, last = editor.answer()
            del editor.recent[:-4096]  # keep the tail for error messages only
            latencies.append(last - sent)
            sizes.append(count)
        wall = time.perf_counter() - begin
        late = editor.late
        editor.take_recent()

        program.save_and_quit(editor)
    except EOFError:
        raise Failure(f"{program.name} exited early; last output: {bytes(editor.recent[-400:])!r}")
    finally:
        editor.close()

    expected = "".join(keys).replace(ENTER, "\n")
    got = saved_text(path)
    if got != expected:
        at = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b), min(len(got), len(expected)))
        raise Failure(
            f"{program.name} --paper {paper}: saved text differs from what was typed "
            f"({len(got)} vs {len(expected)} characters; first difference at {at}: "
            f"saved {got[max(0, at - 20):at + 20]!r}, typed {expected[max(0, at - 20):at + 20]!r}); "
            f"file kept at {path}"
        )
    return {
        "program": program.name,
        "paper": paper,
        "keys": len(keys),
        "startup": startup,
        "initial_bytes": initial_bytes,
        "wall": wall,
        "latencies": latencies,
        "sizes": sizes,
        "enter_sizes": [s for s, k in zip(sizes, keys) if k == ENTER],
        "char_sizes": [s for s, k in zip(sizes, keys) if k != ENTER],
        "probe": editor.can_probe,
        "late": late,
    }


# --------------------------------------------------------------------------- report


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def summary_rows(result):
    lat_ms = [x * 1000 for x in result["latencies"]]
    sizes = result["sizes"]
    keys = result["keys"]
    tenth = max(1, keys // 10)
    return {
        "editor": result["program"],
        "paper": result["paper"],
        "keys": str(keys),
        "total s": f"{result['wall']:.2f}",
        "answer s": f"{sum(result['latencies']):.2f}",
        "mean ms": f"{statistics.fmean(lat_ms):.3f}",
        "median ms": f"{statistics.median(lat_ms):.3f}",
        "p95 ms": f"{percentile(lat_ms, 0.95):.3f}",
        "max ms": f"{max(lat_ms):.1f}",
        "first 10% ms": f"{statistics.median(lat_ms[:tenth]):.3f}",
        "last 10% ms": f"{statistics.median(lat_ms[-tenth:]):.3f}",
        "B/key": f"{sum(sizes) / keys:.1f}",
        "median B": f"{statistics.median(sizes):.0f}",
        "B/Enter": f"{statistics.fmean(result['enter_sizes']):.0f}" if result["enter_sizes"] else "-",
        "max B": str(max(sizes)),
        "first draw B": str(result["initial_bytes"]),
    }


def print_table(rows):
    headers = list(rows[0].keys())
    widths = [max(len(h), *(len(r[h]) for r in rows)) for h in headers]
    line = "  ".join(h.rjust(w) for h, w in zip(headers, widths))
    print(line)
    print("-" * len(line))
    for row in rows:
        print("  ".join(row[h].rjust(w) for h, w in zip(headers, widths)))


def main():
    parser = argparse.ArgumentParser(
        description="Type into letter through a pty; report time and bytes written per keystroke.",
        epilog="Build first: swift build -c release --product letter --scratch-path .build-bench",
    )
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="the letter executable (default: %(default)s)")
    parser.add_argument(
        "--run",
        action="append",
        metavar="PAPER:N",
        help="type N characters on paper PAPER; repeatable (default: %s)" % " ".join(DEFAULT_RUNS),
    )
    parser.add_argument("--rows", type=int, default=24, help="terminal rows (default: 24)")
    parser.add_argument("--cols", type=int, default=80, help="terminal columns (default: 80)")
    parser.add_argument("--seed", type=int, default=1, help="seed for the typed text (default: 1)")
    parser.add_argument("--compare", choices=["nano"], help="also type the same keys into this editor, if installed")
    parser.add_argument("--grace", type=float, default=0.0005, help="seconds to wait for bytes still in the kernel's pty buffers once the editor is idle (default: 0.0005)")
    parser.add_argument("--quiet", type=float, default=0.05, help="quiet period ending an answer when /proc cannot be probed (default: 0.05)")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds before a keystroke counts as unanswered (default: 10)")
    parser.add_argument("--no-probe", action="store_true", help="end answers by the quiet period only (slow; to cross-check the probe)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder with the saved letters")
    args = parser.parse_args()

    if not os.access(args.binary, os.X_OK):
        sys.exit(f"error: {args.binary} is not an executable; build it with\n"
                 "  swift build -c release --product letter --scratch-path .build-bench")
    runs = []
    for spec in args.run or DEFAULT_RUNS:
        paper, _, count = spec.partition(":")
        if not paper or not count.isdigit() or int(count) < 1:
            sys.exit(f"error: --run wants PAPER:N, e.g. manuscript:5000, not {spec!r}")
        runs.append((paper, int(count)))

    programs = [LetterProgram(args.binary)]
    if args.compare == "nano":
        nano = shutil.which("nano")
        if nano:
            programs.append(NanoProgram(nano))
        else:
            print("note: --compare nano: nano is not installed; skipped", file=sys.stderr)

    workdir = tempfile.mkdtemp(prefix="letter-typing-")
    results = []
    failed = False
    print(f"terminal {args.cols}x{args.rows}, TERM=xterm-256color, LANG=C.UTF-8, {os.cpu_count()} CPUs, "
          f"load {os.getloadavg()[0]:.2f}", flush=True)
    try:
        for paper, count in runs:
            keys = make_text(count, args.seed)
            korean = sum(1 for k in keys if cell_width(k) == 2)
            print(f"typing {count} keys on --paper {paper} "
                  f"({korean} Korean, {keys.count(ENTER)} Enter, {keys.count(' ')} spaces) ...", flush=True)
            for program in programs:
                try:
                    result = run_once(program, paper, keys, args, workdir)
                except Failure as error:
                    failed = True
                    print(f"FAILED: {error}", file=sys.stderr, flush=True)
                    continue
                if not result["probe"]:
                    print(f"  note: /proc probe off or unavailable; answers ended by {args.quiet * 1000:.0f} ms of quiet", flush=True)
                late = f", {result['late']} answers had bytes arrive in the grace read" if result["probe"] else ""
                print(f"  {program.name}: {result['wall']:.2f} s, saved text verified{late}", flush=True)
                results.append(result)
    finally:
        if args.keep or failed:
            print(f"scratch folder kept: {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    if results:
        print()
        print_table([summary_rows(r) for r in results])
        print()
        print("total s: wall time typing (first key to last answer, including the script's own waiting);")
        print("answer s: sum over keys of write-to-last-output-byte; mean/median/p95/max ms: per key, same;")
        print("B/key: bytes the editor wrote to the terminal while typing / keys (first draw excluded);")
        print("first/last 10% ms: median per-key time over the first and last tenth of the keys (growth with length);")
        print("B/Enter: mean bytes answering an Enter; max B: largest single answer; first draw B: the opening screen.")
    if failed:
        print("\nFAILED: saved text did not match, or an editor did not answer (see above)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
