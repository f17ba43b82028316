#!/usr/bin/env python3
"""What an animated picture playing on the page costs `letter`: per typed key,
and while nobody types.

The letter: a line of text, then an animated GIF (ffmpeg's `testsrc`, 64x48,
2 s at 10 frames a second: 20 frames of 100 ms, the fastest the editor plays)
as a block of 8 lines, on the default paper in an 80x24 pty with
TERM=xterm-256color, written into a temporary folder with `ffmpeg`. Typing
goes on a new line below the picture (Ctrl-End, Enter), the picture on
screen all the while.

Two ways, the same letter:

  playing   the GIF plays (the default, `animate` unset);
  stopped   Alt-Space pressed once the picture is drawn: the same frames
            decoded and held, none shown after the first.

Measured for each:

  instructions per key   under `valgrind --tool=callgrind`: (Ir of a run
                         typing N keys - Ir of a run typing none, with the
                         same opening, Alt-Space, moves and quit) / N,
                         each the median of --runs runs (3). The
                         keys are typed as keystroke-cost.py types them (each
                         once the editor answered the last: its pty driver is
                         imported), so a playing picture's frames shown while
                         the keys are typed are in the figure: what playing
                         adds to typing, whatever it is spent on.
  CPU while idle         utime + stime of the editor's process (from
                         /proc/PID/stat) over 10 s with no key, without
                         valgrind, once the picture is drawn (well within
                         the 30 s after which pictures rest), as a share of
                         one core.

The picture's frames are decoded by `letter-pictures`, a process of its own,
before typing starts and in both runs alike; it is not under valgrind (it
is not traced: the editor's own instructions are what is counted).

    python3 Benchmarks/animation-cost.py --letter .build/debug/letter
    python3 Benchmarks/animation-cost.py --keys 200 --runs 3 --idle-seconds 10

Exit status: 0 when every run did what it should, 1 otherwise.
"""

import argparse
import importlib.util
import os
import re
import select
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def _load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


keystroke = _load("keystroke_cost", "keystroke-cost.py")
typing_pty = keystroke.typing_pty
Failure = keystroke.Failure

ALT_SPACE = b"\x1b "
LETTER_TEXT = "Dear Sam, the garden in motion:\n\n![clip](clip.gif){lines=8}\n"
MODES = ("playing", "stopped")


def make_letter(folder):
    """The letter and its GIF in `folder`; the letter's path."""
    gif = os.path.join(folder, "clip.gif")
    result = subprocess.run(
        ["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=duration=2:size=64x48:rate=10",
         "-loop", "0", gif], capture_output=True, text=True)
    if result.returncode != 0:
        raise Failure(f"ffmpeg could not make the GIF: {result.stderr.strip()}")
    path = os.path.join(folder, "clip.letter")
    with open(path, "w", encoding="utf-8") as f:
        f.write(LETTER_TEXT)
    return path


class Run:
    def __init__(self, args, workdir):
        self.args = args
        self.workdir = workdir
        self.serial = 0
        self.program = keystroke.Letter(args.letter)

    def environment(self):
        """keystroke-cost.py's: the folder as HOME, 256 colours, UTF-8."""
        return keystroke.Bench(self.args, self.workdir).environment()

    def fresh_letter(self):
        self.serial += 1
        folder = os.path.join(self.workdir, f"run{self.serial}")
        os.makedirs(folder)
        return make_letter(folder)

    def spawn(self, path, callgrind_out=None):
        argv = self.program.argv(path, "pictures")
        slow = 1
        if callgrind_out:
            argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={callgrind_out}",
                    f"--log-file={callgrind_out}.log"] + argv
            slow = 30
        editor = keystroke.TimedEditor(
            argv, keystroke.ROWS, keystroke.COLS, self.environment(),
            quiet=0.05 * slow, grace=0.0005, timeout=10.0 * slow,
            settle_quiet=0.03 if callgrind_out else 0.0)
        editor.slow = slow
        return editor

    def open(self, editor, mode):
        """Waits for the picture to be drawn, then stops it for `stopped`."""
        editor.take_recent()
        self.program.ready(editor)
        end = time.monotonic() + 20 * editor.slow
        while not keystroke.BLOCK_SYMBOLS.search(bytes(editor.recent).decode("utf-8", "replace")):
            if time.monotonic() > end:
                raise Failure("the picture was not drawn")
            select.select([editor.fd], [], [], 0.05)
            editor.settle(need_output=False)
        # No wait here: frames played before the first key would differ in
        # number from run to run (valgrind's pace), and not cancel out.
        if mode == "stopped":
            editor.take_recent()
            editor.send(ALT_SPACE)
            editor.settle(until=b"Pictures stopped")
        editor.take_recent()

    def callgrind(self, mode, keys):
        """Ir of a run typing `keys` below the picture, quitting unsaved;
        the seconds the typing took and the whole run."""

        path = self.fresh_letter()
        out = os.path.join(os.path.dirname(path), "callgrind.out")
        editor = self.spawn(path, callgrind_out=out)
        started = time.monotonic()
        try:
            self.open(editor, mode)
            self.program.go_to_typing_place(editor, "pictures")
            editor.take_recent()
            typed_from = time.monotonic()
            shown = bytearray()
            for key in keys:
                editor.send(key.encode("utf-8"))
                editor.settle()
                shown += editor.take_recent()
            typing = time.monotonic() - typed_from
            self.program.finish(editor, save=False, slow=editor.slow)
        except EOFError:
            raise Failure(f"letter under callgrind ended early; last output {bytes(editor.recent[-300:])!r}")
        finally:
            editor.close()
        if keys and not keystroke.shows_typed_text(bytes(shown), keys):
            raise Failure(f"{mode}: the typed text did not show on the terminal")
        return keystroke.read_callgrind_total(out), typing, time.monotonic() - started

    def idle_cpu(self, mode, seconds):
        path = self.fresh_letter()
        editor = self.spawn(path)
        try:
            self.open(editor, mode)
            before = cpu_ticks(editor.pid)
            end = time.monotonic() + seconds
            written = 0
            while time.monotonic() < end:
                ready, _, _ = select.select([editor.fd], [], [], 0.1)
                if ready:
                    written += len(editor._read_once())
            used = cpu_ticks(editor.pid) - before
            self.program.finish(editor, save=False, slow=1)
        finally:
            editor.close()
        return used / os.sysconf("SC_CLK_TCK") / seconds, written / seconds


def cpu_ticks(pid):
    """utime + stime of `pid`, in clock ticks."""
    with open(f"/proc/{pid}/stat", "rb") as f:
        stat = f.read()
    fields = stat[stat.rindex(b")") + 2:].split()
    return int(fields[11]) + int(fields[12])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--letter", default=os.path.join(REPO, ".build", "debug", "letter"),
                        help="the letter binary (default: the debug build)")
    parser.add_argument("--keys", type=int, default=100, help="keys typed under callgrind (default: 100)")
    parser.add_argument("--idle-seconds", type=float, default=10.0, help="the idle window (default: 10)")
    parser.add_argument("--seed", type=int, default=7, help="the typed text's seed (default: 7)")
    parser.add_argument("--runs", type=int, default=3, help="callgrind runs of each kind, the median taken (default: 3)")
    parser.add_argument("--skip-callgrind", action="store_true", help="only the idle CPU")
    args = parser.parse_args()
    if not os.path.exists(args.letter):
        print(f"no letter binary at {args.letter}", file=sys.stderr)
        return 1
    keys = typing_pty.make_text(args.keys, args.seed)
    rows = []
    try:
        with tempfile.TemporaryDirectory(prefix="letter-animation-") as workdir:
            run = Run(args, workdir)
            for mode in MODES:
                cpu, rate = run.idle_cpu(mode, args.idle_seconds)
                row = {"mode": mode, "cpu": cpu, "rate": rate}
                if not args.skip_callgrind:
                    # Medians of --runs: what a pause lets run (the idle
                    # update, a recovery copy) falls where valgrind's pace
                    # puts it, and moves a run by some millions.
                    nones = sorted(run.callgrind(mode, [])[0] for _ in range(args.runs))
                    typeds = sorted(run.callgrind(mode, keys)[:2] for _ in range(args.runs))
                    none = nones[len(nones) // 2]
                    typed, typing = typeds[len(typeds) // 2]
                    row.update(per_key=(typed - none) / len(keys), typing=typing,
                               spread=((typeds[0][0] - none) / len(keys), (typeds[-1][0] - none) / len(keys)))
                rows.append(row)
                print(f"  {mode}: done", file=sys.stderr, flush=True)
    except Failure as failure:
        print(f"animation-cost: {failure}", file=sys.stderr)
        return 1
    print(f"\n### letter typing below an animated GIF ({args.letter}, {args.keys} keys)\n")
    print("| | playing | stopped |")
    print("|---|---|---|")
    by = {row["mode"]: row for row in rows}
    if not args.skip_callgrind:
        print("| instructions per key (callgrind) | " + " | ".join(
            f"{by[m]['per_key'] / 1e6:.3f} M" for m in MODES) + " |")
        print("| lowest - highest of the runs typing | " + " | ".join(
            f"{by[m]['spread'][0] / 1e6:.3f} - {by[m]['spread'][1] / 1e6:.3f} M" for m in MODES) + " |")
        print("| typing time under callgrind | " + " | ".join(f"{by[m]['typing']:.1f} s" for m in MODES) + " |")
        print(f"| playing / stopped | {by['playing']['per_key'] / by['stopped']['per_key']:.3f} | |")
    print(f"| CPU while idle ({args.idle_seconds:.0f} s, one core) | " + " | ".join(
        f"{by[m]['cpu'] * 100:.2f} %" for m in MODES) + " |")
    print("| bytes written per second while idle | " + " | ".join(f"{by[m]['rate']:.0f}" for m in MODES) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
