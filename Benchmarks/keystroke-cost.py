#!/usr/bin/env python3
"""What one typed key costs in `letter`, side by side with vim and nano.

The same deterministic text (mixed English and Korean words, Enter after about
60 characters; 300 keys by default) is typed, key by key, into each program
running in a pseudo-terminal of 80x24 with TERM=xterm-256color and
LANG=LC_ALL=C.UTF-8:

    letter FILE --paper letter|manuscript     (release build)
    vim -u NONE -N FILE
    nano -S FILE          (soft wrapping, with the system nanorc: syntax colours)
    nano -I -S FILE       (soft wrapping, no nanorc files at all)

Each key is written only once the program has answered the previous one: the
answer is over when the pty holds no more output and the program's main thread
sleeps in the syscall it waits for input with (read from /proc/PID/syscall; the
approach and the pty driver come from typing-pty.py next to this script, which
is imported, not copied). So no key is ever batched with the next one, and no
time is spent sleeping for a fixed period.

Four scenarios:

  new     a new, empty letter (`--paper letter`: 18 lines of 64 columns);
          typing starts at the top (vim: `i`).
  long    a 5,047-line letter (paragraphs of English and Korean separated by
          blank lines, every line at most 72 cells; generated, deterministic)
          opened with `--paper manuscript`; typing goes on a new line after
          the last one: letter Ctrl-End then Enter, vim `G$a` then Enter,
          nano Alt-/ (nano's last line is the empty line after the final
          newline). These moves happen before the measurement starts.
  pictures      letter only (vim and nano have no pictures): a `.letter` on
          the default paper holding a line of text, then three pictures
          `![caption](NAME.files/P.png){lines=4}` with a line of text between
          them (15 of the 18 lines, all on screen); the PNGs are photo-like
          gradients with noise and shapes, 400 to 512 pixels wide, written by
          this script (zlib, no imaging library) into the letter's
          NAME.files folder, so a save leaves their paths alone. Typing goes
          on a new line after the last picture (Ctrl-End then Enter).
  no-pictures   the same letter with each picture line replaced by 4 empty
          lines: the same text, the same line count, typed the same way.

  paced   a short letter (one line: `Dear 민지,`, so letter's spelling has
          loaded both dictionaries before typing starts: the opening waits
          for 2 s of quiet, 10 s under valgrind), typed on a new line after
          it (as in `long`) with a pause after each key (the
          first 40 keys by default, `--paced-keys`): after a key's answer the
          script waits up to PACE seconds (0.5 s; 1.5 s under valgrind) for
          more output, and if some comes (letter redraws its status row
          about 250 ms after the last key: the idle update) reads it to its
          end before the next key. So each key pays for the idle update too.
          Under callgrind three runs: typing none, typing the same keys
          without pauses, and with them; the idle update is the difference
          of the last two, per key.

`--beside N` (letter only) opens N more short letters after the one typed
in, which is written in: typing with several letters open, to compare with
one.

The two picture scenarios have room for 3 typed lines, not for the whole
text: they type the longest start of it that fits (about 110 keys of the
300; the same keys in both), and say how many.

Before typing, the script waits for the opening screen to settle: the program
idle and no output for 0.3 s (1.5 s under valgrind). letter decodes and draws
its pictures one at a time while no key waits, so they are all on screen
before the first key; the script checks that the opening screen holds block
symbols (U+2580-U+259F) with pictures and none without. The decodes are in
both callgrind runs (typing and not typing), so they cancel out of the
difference; the wait makes sure none is left to fall among the typed keys,
or to be skipped by the run that quits at once.

What is measured, per program and scenario:

  instructions per key   under `valgrind --tool=callgrind`: (Ir of a run that
                         types N keys - Ir of a run that types none, with the
                         same start, moves and quit) / N. Both runs quit
                         without saving (letter Ctrl-Q then `n`; vim Esc :q!;
                         nano Ctrl-X then `n`). Instruction counts repeat to
                         within a fraction of a percent, even on a busy machine.
  bytes per key          bytes the program wrote to the terminal while the
                         N keys were typed, / N (no valgrind).
  latency per key        median time from writing a key to the first byte of
                         its answer, and to the last byte of it (no valgrind).
  startup                spawn to the first complete screen (output settled,
                         program waiting for a key), median of several runs.

Checks: the run without valgrind saves (letter Ctrl-S, vim :wq, nano Ctrl-O)
and the saved file must hold exactly the expected text, or the script fails.
The callgrind run checks that the typed text showed up on the terminal (the
last typed characters appear, in order, in its output) and that the program
took it as a change (letter and nano ask whether to save).

    swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib -Xlinker --strip-debug -Xswiftc -Xfrontend -Xswiftc -function-sections
    apt-get install -y nano                      # if missing
    python3 Benchmarks/keystroke-cost.py         # everything; several minutes
    python3 Benchmarks/keystroke-cost.py --quick --skip-callgrind
    python3 Benchmarks/keystroke-cost.py --only letter,nano --keys 100
    python3 Benchmarks/keystroke-cost.py --only letter --scenarios pictures,no-pictures

`--only` takes program names: letter, vim, nano-S, nano-I-S (`nano` means
both nano lines). Run it alone on the machine: latencies and startup times are
wall-clock figures (instruction counts are not disturbed by load).

Exit status: 0 when every check passed, 1 otherwise.
"""

import argparse
import json
import importlib.util
import math
import os
import random
import re
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
DEFAULT_LETTER = os.path.join(REPO, ".build-bench", "release", "letter")
BUILD_HINT = "swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib -Xlinker --strip-debug -Xswiftc -Xfrontend -Xswiftc -function-sections"


def letter_lines(body):
    """A `.letter` body (`format: 2`, Markdown) as the letter's lines, for the
    typed text this benchmark types (words, punctuation, no leading spaces):
    a hard break's backslash ends a line, a `&nbsp;` line is an empty line, and
    a backslash before ASCII punctuation (`I\\.`, `\\#`) is the punctuation."""
    lines = body.replace("\\\n", "\n").split("\n")
    lines = ["" if line in ("&nbsp;", "&nbsp;\\") else line for line in lines]
    return re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", "\n".join(lines))


def _load_typing_pty():
    spec = importlib.util.spec_from_file_location("typing_pty", os.path.join(HERE, "typing-pty.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


typing_pty = _load_typing_pty()
Failure = typing_pty.Failure
ENTER = typing_pty.ENTER

ROWS, COLS = 24, 80
LONG_LINES = 5047
LONG_WIDTH = 72
CTRL_END = b"\x1b[1;5F"
ESC = b"\x1b"
SCENARIOS = ("new", "long", "pictures", "no-pictures", "paced")
PICTURE_SCENARIOS = ("pictures", "no-pictures")
PAPER_LINES, PAPER_COLUMNS = 18, 64  # the default paper, `letter`
PICTURE_LINES = 4
PACE = 0.5  # seconds waited after a paced key's answer for an idle update (×3 under valgrind)
PACED_KEYS = 40
PACED_TEXT = "Dear 민지,\n"
PACED_QUIET = 2.0  # seconds of no output that end the paced scenario's opening (×5 under valgrind)
SETTLE_QUIET = 0.3  # seconds of no output that end the opening (×5 under valgrind)
BLOCK_SYMBOLS = re.compile("[\u2580-\u259f]")


# --------------------------------------------------------------------------- texts


def long_letter(lines, width, seed):
    """`lines` lines of prose: paragraphs of 2 to 9 lines (about one word in
    four Korean) wrapped greedily at `width` cells, separated by blank lines,
    ending with a non-empty line and a newline."""
    rng = random.Random(seed)
    out = []
    while len(out) < lines:
        if out:
            out.append("")
        paragraph_lines = rng.randint(2, 9)
        line, used = [], 0
        while len(out) < lines and paragraph_lines > 0:
            if rng.random() < 0.25:
                word = rng.choice(typing_pty.KOREAN)
            else:
                word = rng.choice(typing_pty.ENGLISH)
            if rng.random() < 0.08:
                word += rng.choice(",.")
            cells = sum(typing_pty.cell_width(ch) for ch in word)
            if line and used + 1 + cells > width:
                out.append(" ".join(line))
                paragraph_lines -= 1
                line, used = [], 0
            used += cells + (1 if line else 0)
            line.append(word)
        if line and len(out) < lines:
            out.append(" ".join(line))
    while out[-1] == "":
        out[-1] = "the end."
    assert len(out) == lines
    assert all(sum(typing_pty.cell_width(ch) for ch in row) <= width for row in out)
    return "\n".join(out) + "\n"


# The picture letter: (caption, file, width, height, kind) per picture, and
# the lines of text before, between and after them.
PICTURES = [
    ("the old bridge in the morning", "bridge.png", 480, 120, "dawn"),
    ("바다, 해 질 녘", "sea.png", 400, 100, "sunset"),
    ("the garden after the rain", "garden.png", 512, 64, "garden"),
]
PICTURE_TEXT = [
    "Dear Min-ji, here are the three photographs I promised you:",
    "And the sea on our last evening, 해 질 녘의 바다:",
    "Last, the garden after the rain. 보고 싶어요.",
]


def picture_letter(stem, with_pictures):
    """The picture scenarios' letter body: text, then each picture (or as
    many empty lines) after its line of text; 15 lines."""
    lines = []
    for text, (caption, name, _, _, _) in zip(PICTURE_TEXT, PICTURES):
        lines.append(text)
        if with_pictures:
            lines.append(f"![{caption}]({stem}.files/{name}){{lines={PICTURE_LINES}}}")
        else:
            lines += [""] * PICTURE_LINES
    return "\n".join(lines) + "\n"


def png(width, height, pixel):
    """A PNG (8-bit RGB, zlib-compressed) of `pixel(x, y)` -> (r, g, b)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter: none
        for x in range(width):
            raw += bytes(max(0, min(255, int(v))) for v in pixel(x, y))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


def photo(kind, width, height, seed):
    """A photo-like PNG: a sky gradient, a sun or a skyline, water or grass,
    and grain, so chafa has colours and edges to choose symbols for."""
    rng = random.Random(f"{seed}-{kind}")
    grain = [rng.uniform(-14, 14) for _ in range(4096)]
    horizon = height * (0.55 if kind != "garden" else 0.45)

    def mix(a, b, t):
        return [a[i] + (b[i] - a[i]) * t for i in range(3)]

    def pixel(x, y):
        noise = grain[(x * 31 + y * 17) % len(grain)]
        if kind == "dawn":  # pale sky, a dark bridge arch over a river
            sky = mix((250, 214, 170), (120, 160, 215), 1 - y / horizon) if y < horizon else None
            arch = horizon - height * 0.35 * math.sin(math.pi * x / width)
            if y < horizon:
                colour = sky
                if abs(y - arch) < height * 0.05 or (y > arch and x % (width // 8) < 6):
                    colour = (60, 50, 60)
            else:
                colour = mix((90, 120, 160), (30, 50, 80), (y - horizon) / (height - horizon))
        elif kind == "sunset":  # orange sky, a sun disc, the sea
            if y < horizon:
                colour = mix((255, 190, 90), (90, 40, 120), 1 - y / horizon)
                if (x - width * 0.62) ** 2 + ((y - horizon * 0.75) * 2) ** 2 < (height * 0.28) ** 2:
                    colour = (255, 235, 150)
            else:
                colour = mix((40, 70, 130), (10, 25, 60), (y - horizon) / (height - horizon))
                if abs(x - width * 0.62) < height * 0.3 * (1 - (y - horizon) / height) and (y // 3) % 2 == 0:
                    colour = (240, 170, 90)
        else:  # green grass, flowers, a grey sky
            if y < horizon:
                colour = mix((200, 205, 210), (150, 160, 175), 1 - y / horizon)
            else:
                colour = mix((70, 140, 60), (30, 80, 30), (y - horizon) / (height - horizon))
                if (x * 7 + y * 13) % 97 < 3:
                    colour = (230, 80, 120) if x % 2 else (250, 220, 60)
        return [c + noise for c in colour]

    return png(width, height, pixel)


def fitting_keys(keys, lines, columns):
    """The longest start of `keys` that a greedy word wrap at `columns` cells
    lays out in at most `lines` lines, not ending in a space or Enter."""
    def line_count(text):
        count = 0
        for paragraph in text.split(ENTER):
            used, rows = 0, 1
            for index, word in enumerate(paragraph.split(" ")):
                cells = sum(typing_pty.cell_width(ch) for ch in word)
                if index and used + 1 + cells > columns:  # the space hangs; the word moves down
                    rows += 1
                    used = cells
                else:
                    used += cells + (1 if index else 0)
            count += rows
        return count

    end = 0
    while end < len(keys) and line_count("".join(keys[:end + 1])) <= lines:
        end += 1
    while end and keys[end - 1] in (" ", ENTER):
        end -= 1
    return keys[:end]


ANSI = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78MDEc]")


def shows_typed_text(output, keys, count=20):
    """Whether the last `count` visible typed characters appear, in order, in
    the terminal output (escape sequences removed): cheap evidence that the
    program drew what was typed."""
    visible = "".join(ch for ch in ANSI.sub(b"", output).decode("utf-8", "replace") if ch.isprintable())
    wanted = [k for k in keys if k not in (" ", ENTER)][-count:]
    position = 0
    for ch in wanted:
        position = visible.find(ch, position)
        if position < 0:
            return False
        position += 1
    return True


# --------------------------------------------------------------------------- pty


class TimedEditor(typing_pty.Editor):
    """typing-pty's pty driver, also noting when the first byte of an answer
    came, and able to demand a quiet period on top of the /proc probe (for
    programs slowed down by valgrind)."""

    def __init__(self, *args, settle_quiet=0.0, **kwargs):
        self.first = None
        self.settle_quiet = settle_quiet
        super().__init__(*args, **kwargs)

    def send(self, data):
        self.first = None
        super().send(data)

    def _read_once(self):
        data = super()._read_once()
        if self.first is None:
            self.first = time.perf_counter()
        return data

    def settle(self, need_output=True, until=None):
        """The answer to what was sent: (bytes, time of last byte)."""
        total, last = self.answer(need_output=need_output, until=until)
        while self.settle_quiet:
            ready, _, _ = select.select([self.fd], [], [], self.settle_quiet)
            if not ready:
                break
            more, later = self.answer(need_output=False)
            total += more
            last = later or last
        return total, last

    def exit_or_prompt(self, prompt, seconds):
        """Waits for the program to end; True if it did, False if `prompt`
        showed up first (the program asks something), Failure otherwise."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.wait_exit(0.1):
                return True
            if prompt in self.recent:
                return False
        raise Failure(f"neither ended nor asked {prompt!r} within {seconds:.0f} s; "
                      f"last output {bytes(self.recent[-300:])!r}")


# --------------------------------------------------------------------------- programs


class Letter:
    id, label = "letter", "letter"
    scenarios = SCENARIOS

    def __init__(self, binary, language=None, beside=0):
        self.binary = binary
        self.language = language
        self.beside = beside

    def beside_paths(self, path):
        """`--beside N`: N more letters opened after the measured one (which
        is written in), each a short letter of its own in the run's folder."""
        folder = os.path.dirname(path)
        paths = []
        for number in range(1, self.beside + 1):
            other = os.path.join(folder, f"beside-{number}.letter")
            if not os.path.exists(other):
                with open(other, "w", encoding="utf-8") as f:
                    f.write(f"Dear friend {number},\nthis letter waits beside the one typed in.\n")
            paths.append(other)
        return paths

    def words(self, english):
        """The bytes of `english` (a sentence of po/letter.pot) that the
        screen shows in the interface's language: its translation in
        po/LANGUAGE.po up to its first {placeholder} or after its last."""
        if not self.language:
            return english.split("{")[0].strip().encode()
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "po", self.language + ".po")
        with open(path, encoding="utf-8") as po:
            found = re.search(r'^msgid "%s"\nmsgstr "(.+)"$' % re.escape(english), po.read(), re.M)
        if not found:
            raise Failure(f"no {self.language} translation of {english!r} in {path}")
        pieces = [p for p in re.split(r"\{[a-z_-]+\}", found.group(1)) if p.strip()]
        return max(pieces, key=len).strip().encode()

    def argv(self, path, scenario):
        return [self.binary, path] + self.beside_paths(path) + ["--paper", "manuscript" if scenario == "long" else "letter"]

    def ready(self, editor):
        # The title row's "F1 help" in any language ("F1 도움말" in Korean).
        return editor.settle(until=b"F1 ")

    def go_to_typing_place(self, editor, scenario):
        """Puts the cursor where typing starts; True if that changed the text."""
        if scenario in ("long", "paced") or scenario in PICTURE_SCENARIOS:
            editor.send(CTRL_END)
            editor.settle()
            editor.send(ENTER.encode())
            editor.settle()
            return True
        return False

    def finish(self, editor, save, slow):
        if save:
            editor.take_recent()
            editor.send(b"\x13")  # Ctrl-S
            editor.settle(until=self.words("Saved {path}"))
        editor.take_recent()
        editor.send(b"\x11")  # Ctrl-Q
        asked = not editor.exit_or_prompt(self.words("Save changes before quitting?  {keys}"), 10 * slow)
        if asked:
            editor.send(b"n")
            if not editor.wait_exit(10 * slow):
                raise Failure("letter did not quit after Ctrl-Q, n")
        return asked


class Vim:
    id, label = "vim", "vim -u NONE"
    scenarios = ("new", "long", "paced")

    def __init__(self, binary):
        self.binary = binary

    def argv(self, path, scenario):
        return [self.binary, "-u", "NONE", "-N", path]

    def ready(self, editor):
        return editor.settle()

    def go_to_typing_place(self, editor, scenario):
        for keys in ([b"G$a", ENTER.encode()] if scenario in ("long", "paced") else [b"i"]):
            editor.send(keys)
            editor.settle(need_output=False)
        return scenario in ("long", "paced")

    def finish(self, editor, save, slow):
        editor.send(ESC)
        editor.settle(need_output=False)
        editor.send(b":wq\r" if save else b":q!\r")
        if not editor.wait_exit(10 * slow):
            raise Failure(f"vim did not quit after Esc :{'wq' if save else 'q!'}")
        return None


class Nano:
    scenarios = ("new", "long", "paced")

    def __init__(self, binary, flags):
        self.binary = binary
        self.flags = flags
        self.id = "nano" + "".join(flags)
        self.label = " ".join(["nano"] + flags)

    def argv(self, path, scenario):
        return [self.binary] + self.flags + [path]

    def ready(self, editor):
        return editor.settle()

    def go_to_typing_place(self, editor, scenario):
        if scenario in ("long", "paced"):
            editor.send(b"\x1b/")  # Alt-/: to the last line
            editor.settle()
        return False

    def finish(self, editor, save, slow):
        if save:
            editor.send(b"\x0f")  # Ctrl-O asks for the file name
            editor.settle()
            editor.take_recent()
            editor.send(b"\r")
            editor.settle(until=b"Wrote")
        editor.take_recent()
        editor.send(b"\x18")  # Ctrl-X
        asked = not editor.exit_or_prompt(b"Save modified buffer", 10 * slow)
        if asked:
            editor.send(b"n")
            if not editor.wait_exit(10 * slow):
                raise Failure(f"{self.label} did not quit after Ctrl-X, n")
        return asked


# --------------------------------------------------------------------------- runs


class Bench:
    def __init__(self, args, workdir):
        self.args = args
        self.workdir = workdir
        self.serial = 0

    def environment(self):
        return {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.workdir,
            "XDG_STATE_HOME": os.path.join(self.workdir, "state"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "SWIFT_BACKTRACE": "enable=no",
            # Under C.UTF-8 gettext reads LANGUAGE (under plain C it would not).
            # The sibling scripts (start-cost, start-order, start-pages) have
            # no --language of their own: English.
            **({"LANGUAGE": language} if (language := getattr(self.args, "language", None)) else {}),
        }

    def fresh_file(self, program, scenario, long_text):
        """A path of its own per run: a new file, a copy of the long letter,
        or the picture letter (with its pictures in NAME.files)."""
        self.serial += 1
        folder = os.path.join(self.workdir, f"run{self.serial}")
        os.makedirs(folder)
        path = os.path.join(folder, f"{scenario}.letter")
        text = self.start_text(scenario, long_text)
        if text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        if scenario == "pictures":
            pictures = os.path.join(folder, f"{scenario}.files")
            os.makedirs(pictures)
            for _, name, width, height, kind in PICTURES:
                with open(os.path.join(pictures, name), "wb") as f:
                    f.write(self.photo(kind, width, height))
        return path

    def start_text(self, scenario, long_text):
        """The body a run opens ("" for a new letter)."""
        if scenario == "long":
            return long_text
        if scenario == "paced":
            return PACED_TEXT
        if scenario in PICTURE_SCENARIOS:
            return picture_letter(scenario, scenario == "pictures")
        return ""

    def photo(self, kind, width, height):
        """The PNG bytes of one picture, made once per run of the script."""
        cache = self.__dict__.setdefault("photos", {})
        if kind not in cache:
            cache[kind] = photo(kind, width, height, self.args.seed)
        return cache[kind]

    def open_letter(self, program, editor, scenario):
        """Waits for the first complete screen: for the picture scenarios,
        until the program is idle and quiet for SETTLE_QUIET (the pictures
        drawn). Returns (bytes of the opening, time of its last byte)."""
        editor.take_recent()
        _, last = program.ready(editor)
        if scenario in PICTURE_SCENARIOS or scenario == "paced":
            quiet = (PACED_QUIET if scenario == "paced" else SETTLE_QUIET) * (5 if editor.slow > 1 else 1)
            while True:
                ready, _, _ = select.select([editor.fd], [], [], quiet)
                if not ready:
                    break
                _, later = editor.settle(need_output=False)
                last = later or last
        opening = editor.take_recent()
        if scenario in PICTURE_SCENARIOS:
            symbols = len(BLOCK_SYMBOLS.findall(opening.decode("utf-8", "replace")))
            if (symbols > 0) != (scenario == "pictures"):
                raise Failure(f"{program.label} ({scenario}): {symbols} block symbols on the opening screen; "
                              f"expected {'some (the pictures drawn)' if scenario == 'pictures' else 'none'}")
        return opening, last

    def spawn(self, program, scenario, path, callgrind_out=None):
        argv = program.argv(path, scenario)
        slow = 1
        if callgrind_out:
            argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={callgrind_out}",
                    f"--log-file={callgrind_out}.log"] + argv
            slow = 30
        editor = TimedEditor(
            argv, ROWS, COLS, self.environment(),
            quiet=0.05 * slow, grace=0.0005, timeout=10.0 * slow,
            settle_quiet=0.03 if callgrind_out else 0.0,
        )
        editor.slow = slow
        return editor

    def type_keys(self, editor, keys, paced=False):
        """Types `keys` one by one; per key (bytes, latency to first byte, to last byte).
        With `paced`, waits after each answer for an idle update (up to PACE
        seconds) and reads it to its end; its bytes go to `self.idle_sizes`."""
        sizes, firsts, lasts = [], [], []
        self.idle_sizes = []
        shown = bytearray()
        pace = PACE * (3 if editor.slow > 1 else 1)
        for key in keys:
            sent = time.perf_counter()
            editor.send(key.encode("utf-8"))
            count, last = editor.settle()
            sizes.append(count)
            firsts.append(editor.first - sent)
            lasts.append(last - sent)
            if paced:
                idle = 0
                ready, _, _ = select.select([editor.fd], [], [], pace)
                if ready:
                    idle, _ = editor.settle(need_output=False)
                self.idle_sizes.append(idle)
            shown += editor.take_recent()
        return sizes, firsts, lasts, bytes(shown)

    def plain_run(self, program, scenario, keys, long_text):
        """Types without valgrind: bytes and latencies; saves and checks the file."""
        path = self.fresh_file(program, scenario, long_text)
        editor = self.spawn(program, scenario, path)
        try:
            self.open_letter(program, editor, scenario)
            program.go_to_typing_place(editor, scenario)
            editor.take_recent()
            sizes, firsts, lasts, _ = self.type_keys(editor, keys, paced=scenario == "paced")
            _, typed_hwm = footprint(editor.pid)
            program.finish(editor, save=True, slow=1)
        except EOFError:
            raise Failure(f"{program.label} ended early; last output {bytes(editor.recent[-300:])!r}")
        finally:
            editor.close()
        typed = "".join(keys).replace(ENTER, "\n")
        start = self.start_text(scenario, long_text)
        expected = start[:-1] + "\n" + typed if start else typed  # its final newline ends its last line
        got = typing_pty.saved_text(path)
        if program.id == "letter":
            got = letter_lines(got)
        if got != expected:
            at = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b), min(len(got), len(expected)))
            raise Failure(
                f"{program.label} ({scenario}): the saved file differs from what was typed "
                f"({len(got)} vs {len(expected)} characters; first difference at {at}: "
                f"saved {got[max(0, at - 30):at + 30]!r}, expected {expected[max(0, at - 30):at + 30]!r}); "
                f"kept at {path}")
        return {"sizes": sizes, "firsts": firsts, "lasts": lasts, "idle": self.idle_sizes, "hwm": typed_hwm}

    def callgrind_run(self, program, scenario, keys, long_text, paced=False):
        """Instructions (Ir) of one run typing `keys` under callgrind, quitting without saving."""
        path = self.fresh_file(program, scenario, long_text)
        out = os.path.join(os.path.dirname(path), "callgrind.out")
        editor = self.spawn(program, scenario, path, callgrind_out=out)
        try:
            self.open_letter(program, editor, scenario)
            moves_changed_text = program.go_to_typing_place(editor, scenario)
            editor.take_recent()
            sizes, _, _, shown = self.type_keys(editor, keys, paced=paced)
            sizes = sizes + self.idle_sizes
            asked = program.finish(editor, save=False, slow=editor.slow)
        except EOFError:
            raise Failure(f"{program.label} under callgrind ended early; last output {bytes(editor.recent[-300:])!r}")
        finally:
            editor.close()
        if keys and not shows_typed_text(shown, keys):
            raise Failure(f"{program.label} ({scenario}) under callgrind: the typed text did not show on the terminal")
        if asked is not None and asked != bool(keys or moves_changed_text):
            raise Failure(f"{program.label} ({scenario}) under callgrind {'asked' if asked else 'did not ask'} "
                          f"whether to save after typing {len(keys)} keys")
        return read_callgrind_total(out), sum(sizes)

    def startup_run(self, program, scenario, long_text):
        """Seconds from spawn to the last byte of the first settled screen."""
        path = self.fresh_file(program, scenario, long_text)
        start = time.perf_counter()
        editor = self.spawn(program, scenario, path)
        try:
            _, last = self.open_letter(program, editor, scenario)
            self.__dict__.setdefault("footprints", {}).setdefault((scenario, program.id), []).append(footprint(editor.pid))
            program.finish(editor, save=False, slow=1)
        except EOFError:
            raise Failure(f"{program.label} ended at startup; last output {bytes(editor.recent[-300:])!r}")
        finally:
            editor.close()
        return last - start


def footprint(pid):
    """(shared objects mapped, VmHWM in KiB) of a running process, from
    /proc/PID/maps (distinct files named *.so*) and /proc/PID/status."""
    objects = set()
    with open(f"/proc/{pid}/maps", encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split(None, 5)
            if len(parts) == 6:
                path = parts[5].strip()
                if path.startswith("/") and ".so" in os.path.basename(path):
                    objects.add(path)
    hwm = None
    with open(f"/proc/{pid}/status", encoding="utf-8") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                hwm = int(line.split()[1])
    return len(objects), hwm


def read_callgrind_total(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith(("totals:", "summary:")):
                    return int(line.split()[1])
    except OSError as error:
        raise Failure(f"no callgrind output at {path}: {error}")
    raise Failure(f"no totals: or summary: line in {path}")


# --------------------------------------------------------------------------- report


def millions(value):
    return f"{value / 1e6:.2f} M"


def thousands(value):
    return f"{value / 1e3:,.1f} K"


def micros(seconds):
    return f"{seconds * 1e6:,.0f} µs"


def millis(seconds):
    return f"{seconds * 1e3:,.1f} ms"


def ratio(a, b, places=1):
    if a is None or b is None or b == 0:
        return "–"
    return f"{a / b:.{places}f}×"


def markdown_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def report(programs, scenarios, figures, startups, keys):
    """`keys`: keys typed per scenario."""
    labels = [p.label for p in programs]
    peers = [p for p in programs if p.id != "letter"]
    has_letter = any(p.id == "letter" for p in programs)
    header = ["per typed key"] + labels + ([f"letter / {p.label}" for p in peers] if has_letter else [])
    titles = {"new": "New letter (`--paper letter`, 18 lines)",
              "long": f"Long letter ({LONG_LINES:,} lines, `--paper manuscript`), typing after the last line"}
    measures = [
        ("instructions", "instructions", millions),
        ("bytes to the terminal", "bytes", lambda v: f"{v:.1f}"),
        ("median latency, first byte", "first", micros),
        ("median latency, last byte", "last", micros),
    ]
    for scenario in scenarios:
        if scenario in PICTURE_SCENARIOS or scenario == "paced":
            continue
        print(f"\n### {titles[scenario]} — {keys[scenario]} keys\n")
        rows = []
        for name, key, fmt in measures:
            values = {p.id: figures.get((scenario, p.id), {}).get(key) for p in programs}
            row = [name] + [fmt(values[p.id]) if values[p.id] is not None else "–" for p in programs]
            if has_letter:
                row += [ratio(values["letter"], values[p.id]) for p in peers]
            rows.append(row)
        baseline = {p.id: figures.get((scenario, p.id), {}).get("baseline") for p in programs}
        if any(v is not None for v in baseline.values()):
            row = ["instructions, start + quit (0 keys)"] + [millions(baseline[p.id]) if baseline[p.id] is not None else "–" for p in programs]
            if has_letter:
                row += [ratio(baseline["letter"], baseline[p.id]) for p in peers]
            rows.append(row)
        print(markdown_table(header, rows))
    picture_report(scenarios, figures, keys, measures)
    paced_report(programs, scenarios, figures, keys)
    if startups:
        print("\n### Startup to the first complete screen (median)\n")
        header = ["startup"] + labels + ([f"letter / {p.label}" for p in peers] if has_letter else [])
        rows = []
        for scenario in scenarios:
            values = {p.id: startups.get((scenario, p.id)) for p in programs}
            if all(v is None for v in values.values()):
                continue
            name = {"new": "new letter", "long": f"{LONG_LINES:,}-line letter",
                    "pictures": "three pictures, until all are drawn",
                    "no-pictures": "the same letter without pictures"}[scenario]
            row = [name] + [millis(values[p.id]) if values[p.id] is not None else "–" for p in programs]
            if has_letter:
                row += [ratio(values["letter"], values[p.id]) for p in peers]
            rows.append(row)
        print(markdown_table(header, rows))


def footprint_report(programs, scenarios, figures, footprints):
    """Shared objects mapped at start and peak memory, per program."""
    shown = [s for s in scenarios if s in ("new", "long") and any((s, p.id) in footprints for p in programs)]
    if not shown:
        return
    labels = [p.label for p in programs]
    peers = [p for p in programs if p.id != "letter"]
    has_letter = any(p.id == "letter" for p in programs)
    header = ["footprint"] + labels + ([f"letter / {p.label}" for p in peers] if has_letter else [])
    name = {"new": "new letter", "long": f"{LONG_LINES:,}-line letter"}
    rows = []

    def add(title, values, fmt):
        if all(v is None for v in values.values()):
            return
        row = [title] + [fmt(values[p.id]) if values.get(p.id) is not None else "–" for p in programs]
        if has_letter:
            row += [ratio(values.get("letter"), values.get(p.id)) for p in peers]
        rows.append(row)

    def median_of(scenario, program, index):
        values = [f[index] for f in footprints.get((scenario, program.id), []) if f[index] is not None]
        return statistics.median(values) if values else None

    mib = lambda kib: f"{kib / 1024:.1f} MiB"
    for scenario in shown:
        add(f"shared objects mapped at start, {name[scenario]}",
            {p.id: median_of(scenario, p, 0) for p in programs}, lambda v: f"{v:.0f}")
    for scenario in shown:
        add(f"memory (VmHWM) once open, {name[scenario]}",
            {p.id: median_of(scenario, p, 1) for p in programs}, mib)
        add(f"memory (VmHWM) after typing, {name[scenario]}",
            {p.id: figures.get((scenario, p.id), {}).get("typed_hwm") for p in programs}, mib)
    print("\n### Footprint: shared objects and memory\n")
    print(markdown_table(header, rows))


def paced_report(programs, scenarios, figures, keys):
    """Typing with a pause after each key: what a key then costs, and the idle
    update (letter's status row, redrawn once typing pauses) within it."""
    if "paced" not in scenarios:
        return
    labels = [p.label for p in programs]
    print(f"\n### A one-line letter, typed on, a pause after each key (up to {PACE} s: the idle update counts) — "
          f"{keys['paced']} keys\n")
    measures = [
        ("instructions per key, with its pause", "paced", thousands),
        ("of which the idle update (with pauses − without)", "idle", thousands),
        ("bytes per key, with its pause", None, lambda v: f"{v:.1f}"),
        ("of which the idle update", "idle_bytes", lambda v: f"{v:.1f}"),
        ("keys followed by an idle update", "idle_count", str),
    ]
    rows = []
    for name, key, fmt in measures:
        cells = [name]
        for program in programs:
            figure = figures.get(("paced", program.id), {})
            value = (figure.get("bytes", 0) + figure.get("idle_bytes", 0)) if key is None and "bytes" in figure \
                else figure.get(key)
            cells.append(fmt(value) if value is not None else "–")
        rows.append(cells)
    print(markdown_table(["paced typing"] + labels, rows))


def picture_report(scenarios, figures, keys, measures):
    """letter typing below three pictures beside the same letter without them."""
    shown = [s for s in PICTURE_SCENARIOS if s in scenarios]
    if not shown:
        return
    count = keys[shown[0]]
    print(f"\n### letter with three pictures on screen (`--paper letter`, 15 of 18 lines), "
          f"typing after the last picture — {count} keys\n")
    header = ["per typed key"] + [{"pictures": "three pictures", "no-pictures": "none (empty lines)"}[s] for s in shown]
    if len(shown) == 2:
        header.append("pictures / none")
    rows = []
    # Finer than the other tables: the ratio is the point here.
    measures = [(name, key, thousands if key == "instructions" else fmt) for name, key, fmt in measures]
    for name, key, fmt in measures + [("instructions, start + quit (0 keys)", "baseline", millions)]:
        values = [figures.get((s, "letter"), {}).get(key) for s in shown]
        if all(v is None for v in values):
            continue
        row = [name] + [fmt(v) if v is not None else "–" for v in values]
        if len(shown) == 2:
            row.append(ratio(values[0], values[1], places=2))
        rows.append(row)
    print(markdown_table(header, rows))


def write_json(path, figures, startups, footprints):
    """The run's figures by scenario, then program id: each measure, the
    median startup in seconds, and the footprint's medians (shared objects,
    VmHWM in KiB)."""
    out = {"figures": {}, "startups": {}, "footprints": {}}
    for (scenario, program), figure in figures.items():
        out["figures"].setdefault(scenario, {})[program] = figure
    for (scenario, program), seconds in startups.items():
        out["startups"].setdefault(scenario, {})[program] = seconds
    for (scenario, program), samples in footprints.items():
        def median(index):
            values = [sample[index] for sample in samples if sample[index] is not None]
            return statistics.median(values) if values else None
        out["footprints"].setdefault(scenario, {})[program] = {"objects": median(0), "hwm_kib": median(1)}
    with open(path, "w") as file:
        json.dump(out, file, indent=1)


# --------------------------------------------------------------------------- main


def find_programs(args):
    wanted = [w.strip() for w in args.only.split(",")] if args.only else None

    def chosen(program_id):
        return wanted is None or any(program_id == w or program_id.startswith(w + "-") for w in wanted)

    programs = []
    letter = args.letter or DEFAULT_LETTER
    if chosen("letter"):
        if not os.access(letter, os.X_OK):
            sys.exit(f"error: no letter executable at {letter}; build it with\n  {BUILD_HINT}\nor pass --letter PATH")
        programs.append(Letter(os.path.abspath(letter), args.language, args.beside))
    if chosen("vim"):
        vim = shutil.which("vim")
        if vim:
            programs.append(Vim(vim))
        else:
            print("note: vim is not installed (apt-get install -y vim); skipped", file=sys.stderr)
    for flags in (["-S"], ["-I", "-S"]):
        program_id = "nano" + "".join(flags)
        if chosen(program_id):
            nano = shutil.which("nano")
            if nano:
                programs.append(Nano(nano, flags))
            else:
                print(f"note: nano is not installed (apt-get install -y nano); {program_id} skipped", file=sys.stderr)
                break
    if not programs:
        sys.exit("error: no program to measure (see --only)")
    return programs


def main():
    parser = argparse.ArgumentParser(
        description="Cost of one typed key in letter, vim and nano: instructions (callgrind), bytes, latency; and startup.",
        epilog=f"Build first: {BUILD_HINT}",
    )
    parser.add_argument("--keys", type=int, default=None, help="keys typed per run (default: 300; 60 with --quick)")
    parser.add_argument("--skip-callgrind", action="store_true", help="no valgrind runs (no instruction counts)")
    parser.add_argument("--letter", metavar="PATH", help=f"the letter executable (default: {DEFAULT_LETTER})")
    parser.add_argument("--only", metavar="NAMES", help="comma-separated: letter, vim, nano-S, nano-I-S (nano = both nanos)")
    parser.add_argument("--scenarios", default=",".join(SCENARIOS),
                        help="comma-separated: new, long, pictures, no-pictures, paced (default: all; "
                             "the picture ones for letter only)")
    parser.add_argument("--paced-keys", type=int, default=PACED_KEYS,
                        help=f"keys typed with a pause after each in the paced scenario (default: {PACED_KEYS})")
    parser.add_argument("--startup-runs", type=int, default=None, help="startups timed per program (default: 7; 3 with --quick)")
    parser.add_argument("--quick", action="store_true", help="fewer keys and startups, for a first look")
    parser.add_argument("--beside", type=int, default=0,
                        help="letter only: open this many more letters after the one typed in (several letters at once)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the typed text and of the long letter (default: 1)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder (files, callgrind outputs)")
    parser.add_argument("--spell", choices=["on", "off"], default="on",
                        help="letter's marking of misspelt words (config.toml's spell; default: on, as the editor's)")
    parser.add_argument("--language", default=None,
                        help="the interface's language for every program, as gettext's LANGUAGE (e.g. ko; default: English)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures to PATH as JSON (for lean-goals.py)")
    args = parser.parse_args()
    keys_count = args.keys if args.keys is not None else (60 if args.quick else 300)
    startup_runs = args.startup_runs if args.startup_runs is not None else (3 if args.quick else 7)
    scenarios = [s.strip() for s in args.scenarios.split(",") if s.strip()]
    if not scenarios or any(s not in SCENARIOS for s in scenarios):
        sys.exit("error: --scenarios takes " + ", ".join(SCENARIOS))
    if keys_count < 1:
        sys.exit("error: --keys must be at least 1")
    use_callgrind = not args.skip_callgrind
    if use_callgrind and not shutil.which("valgrind"):
        print("note: valgrind is not installed (apt-get install -y valgrind); no instruction counts", file=sys.stderr)
        use_callgrind = False

    programs = find_programs(args)
    keys = typing_pty.make_text(keys_count, args.seed)
    long_text = long_letter(LONG_LINES, LONG_WIDTH, args.seed)
    korean = sum(1 for k in keys if typing_pty.cell_width(k) == 2)
    # The picture letter leaves 3 lines for typing: the start of the text that fits.
    free = PAPER_LINES - picture_letter("x", True).count("\n") - len(PICTURES) * (PICTURE_LINES - 1)
    picture_keys = fitting_keys(keys, free, PAPER_COLUMNS)
    paced_keys = keys[:args.paced_keys]
    while len(paced_keys) > 1 and paced_keys[-1] in (" ", ENTER):
        paced_keys = paced_keys[:-1]
    scenario_keys = {s: picture_keys if s in PICTURE_SCENARIOS else paced_keys if s == "paced" else keys
                     for s in scenarios}

    began = time.monotonic()
    print(f"terminal {COLS}x{ROWS}, TERM=xterm-256color, C.UTF-8; {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}; "
          f"letter's spelling marks {args.spell}")
    print(f"typing {keys_count} keys ({korean} Korean, {keys.count(ENTER)} Enter, {keys.count(' ')} spaces)")
    if "paced" in scenarios:
        print(f"paced: the first {len(paced_keys)} of them, a pause of up to {PACE} s after each "
              f"({PACE * 3} s under valgrind)")
    if any(s in PICTURE_SCENARIOS for s in scenarios):
        print(f"with and without pictures: the first {len(picture_keys)} of them (what fits in the {free} lines left, "
              f"{picture_keys.count(ENTER)} Enter), letter only")
    for program in programs:
        version = ""
        if program.id != "letter":
            first = subprocess.run([program.binary, "--version"], capture_output=True, text=True).stdout.splitlines()
            version = f" ({first[0].strip()})" if first else ""
        print(f"  {program.label}: {program.binary}{version}")
    sys.stdout.flush()

    workdir = tempfile.mkdtemp(prefix="letter-keystroke-")
    if args.spell == "off":
        # HOME is the scratch folder: its config.toml is the one letter reads.
        config = os.path.join(workdir, ".config", "letter")
        os.makedirs(config)
        with open(os.path.join(config, "config.toml"), "w") as settings:
            settings.write("spell = false\n")
    bench = Bench(args, workdir)
    figures, startups = {}, {}
    failed = False
    try:
        for scenario in scenarios:
            keys = scenario_keys[scenario]
            for program in programs:
                if scenario not in program.scenarios:
                    continue
                tag = f"[{scenario}] {program.label}"
                figure = figures.setdefault((scenario, program.id), {})
                try:
                    t0 = time.monotonic()
                    plain = bench.plain_run(program, scenario, keys, long_text)
                    figure["bytes"] = sum(plain["sizes"]) / len(keys)
                    if scenario == "paced":
                        figure["idle_bytes"] = sum(plain["idle"]) / len(keys)
                        figure["idle_count"] = sum(1 for size in plain["idle"] if size)
                    figure["first"] = statistics.median(plain["firsts"])
                    figure["last"] = statistics.median(plain["lasts"])
                    figure["typed_hwm"] = plain["hwm"]
                    print(f"{tag}: typed, saved file verified; {figure['bytes']:.1f} B/key, "
                          f"median {micros(figure['first'])} to first byte ({time.monotonic() - t0:.1f} s)", flush=True)
                    if use_callgrind:
                        t0 = time.monotonic()
                        zero, _ = bench.callgrind_run(program, scenario, [], long_text)
                        full, written = bench.callgrind_run(program, scenario, keys, long_text)
                        figure["baseline"] = zero
                        figure["instructions"] = (full - zero) / len(keys)
                        if scenario == "paced":
                            paced, idle_written = bench.callgrind_run(program, scenario, keys, long_text, paced=True)
                            figure["paced"] = (paced - zero) / len(keys)
                            figure["idle"] = (paced - full) / len(keys)
                            print(f"{tag}: callgrind Ir {paced:,} typing with pauses: {millions(figure['paced'])} "
                                  f"per key, {thousands(figure['idle'])} of it after the pause; "
                                  f"{idle_written / len(keys):.1f} B/key under valgrind", flush=True)
                        print(f"{tag}: callgrind Ir {full:,} typing, {zero:,} not typing: "
                              f"{millions(figure['instructions'])} per key; {written / len(keys):.1f} B/key "
                              f"under valgrind ({time.monotonic() - t0:.1f} s)", flush=True)
                except Failure as error:
                    failed = True
                    print(f"FAILED {tag}: {error}", file=sys.stderr, flush=True)
            # The programs take turns, one start each a round: a stretch of
            # load on this shared machine then slows every program's start
            # alike rather than one program's seven.
            starting = [p for p in programs if scenario in p.scenarios and scenario != "paced"]  # paced: none
            times = {program.id: [] for program in starting}
            for _ in range(startup_runs):
                for program in list(starting):
                    try:
                        times[program.id].append(bench.startup_run(program, scenario, long_text))
                    except Failure as error:
                        failed = True
                        print(f"FAILED [{scenario}] {program.label} startup: {error}", file=sys.stderr, flush=True)
                        starting.remove(program)
            for program in starting:
                startups[(scenario, program.id)] = statistics.median(times[program.id])
                print(f"[{scenario}] {program.label}: startup " + ", ".join(millis(t) for t in times[program.id]),
                      flush=True)
    finally:
        if args.keep or failed:
            print(f"scratch folder kept: {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    report(programs, scenarios, figures, startups, {s: len(k) for s, k in scenario_keys.items()})
    footprint_report(programs, scenarios, figures, getattr(bench, "footprints", {}))
    if args.json:
        write_json(args.json, figures, startups, getattr(bench, "footprints", {}))
    print()
    print("instructions: callgrind Ir (typing N keys − typing none) / N; start + quit: Ir of the run typing none.")
    print("shared objects: distinct *.so* files in /proc/PID/maps once the first screen settled; "
          "memory: VmHWM (peak resident) then, and after typing.")
    print("bytes: written to the terminal while typing / N. latency: median, key written → first / last byte of its answer.")
    print(f"startup: spawn → last byte of the first settled screen, median of {startup_runs}.")
    print(f"\nwhole run: {time.monotonic() - began:.0f} s; load average at the end {os.getloadavg()[0]:.2f}")
    if failed:
        print("\nFAILED: see the messages above", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
