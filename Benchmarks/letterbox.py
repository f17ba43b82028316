#!/usr/bin/env python3
"""What the letterbox costs on a box of 10,000 letters: building its index,
opening it again, and one search.

A box is generated in a scratch folder (deterministic for a seed): 10,000
letters in ten year folders, a mix of English, Korean and Japanese prose
(about one in three Korean letters says 안녕하세요 somewhere), as `.letter`
files (half of them with an envelope: to, from, date), `.md` and `.txt`,
from a few lines to a few dozen. The letterbox runs with HOME,
XDG_CACHE_HOME and XDG_CONFIG_HOME inside the scratch folder, so nothing of
the real ones is read or written.

What is timed (wall clock, spawn to exit, output to a pipe that is read and
counted), with the release build:

  cold     `letter box --list BOX` with no index: every letter read, laid
           out on its paper, and written to a new SQLite index in one
           transaction (the index file is deleted before each run).
  warm     `letter box --list BOX` again, nothing changed: the folders'
           times compared with the index's (a build without that check
           walks the box, a stat per letter, and compares the stored times
           and sizes), every row read back and printed.
  touched  the same after 10 letters were saved as letter saves them (a new
           file renamed over the old): their folders' times change, the box
           is walked and the 10 read again; checked by searching one of
           them for the words added.
  search   `letter box --search 안녕하 BOX` on a warm index: the folders'
           check, then one FTS5 trigram query ranked by bm25. Before the
           searches the box is left 2.5 s to settle and listed once,
           untimed: a walk keeps no folder time younger than 2 s, so a
           search right after a save walks the box again.
  short    `letter box --search 안녕 BOX`: two characters, below what a
           trigram index finds, so a LIKE scan over every letter's text.
  none     `letter box --search 없없없 BOX`: a trigram query that finds
           nothing, the same start and check. search − none and
           short − none are what the queries themselves cost: what one
           keystroke of search-as-you-type costs on a box already open.
  screen   `letter box BOX` in a pseudo-terminal (80×24) on a warm index:
           spawn to the first screen of the list drawn (the box's folders
           on it), then, --screen-pause later (0.5 s), q. A build that
           walks the whole box (a stat per letter) before it draws pays
           the walk before that first screen; one that draws from the index
           first walks after it, and the pause lets that walk finish before
           the q, so the CPU time (start to quit) holds the walk either way.

Beside them, in the same run, what the system's tools take over the same
folder (issue #24's aims): `grep -rl 안녕하 BOX` for the search (aim: a
whole `--search` at most 0.5× grep) and `find BOX -type f -printf
'%P\t%TY-%Tm-%Td\t%s\n'` for the listing (aim: `--list` within 2× find);
the box screen's aim is 50 ms.

Each figure is the median of several runs (7 by default; cold 3), as wall
time and as CPU time (user + system, from wait4), which a busy machine
disturbs less. Checks:
--list prints one line per letter, none marked broken; the search prints
exactly the letters whose text holds 안녕하, and a broken index file (bytes
that are not a database) is rebuilt with a note.

    swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib
    swift build -c release --product letter-index --scratch-path .build-bench --static-swift-stdlib
    python3 Benchmarks/letterbox.py
    python3 Benchmarks/letterbox.py --letters 2000 --runs 3
    python3 Benchmarks/letterbox.py --before OTHER/.build-bench/release/letter

With --before, two builds are measured in one run on the same box, each
with its own index (its own cache folder), every run of a scenario
alternating between them, and the table has both side by side.

Aims (issue #14): warm open under 0.3 s, a search under 50 ms.

Exit status: 0 when every check passed, 1 otherwise.
"""

import argparse
import json
import os
import pty
import select
import signal
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
DEFAULT_LETTER = os.path.join(REPO, ".build-bench", "release", "letter")
BUILD_HINT = ("swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib && "
              "swift build -c release --product letter-index --scratch-path .build-bench --static-swift-stdlib")
SEARCH = "안녕하"
SHORT = "안녕"
NOTHING = "없없없"


class Failure(Exception):
    pass


# --------------------------------------------------------------------------- the box

ENGLISH = ("the maples by the river turned red last week and I thought of the walk we took "
           "to the old bridge do you remember the rain that evening and the tea we had after "
           "write soon and tell me about the new flat the garden the cat and your work").split()
KOREAN = ("오늘은 정말 좋은 날이에요 가을 하늘이 높고 바람이 시원해요 어제는 친구와 함께 "
          "공원에 갔어요 커피를 마시면서 오랫동안 이야기했어요 다음 주에 만나요 건강하세요").split()
JAPANESE = ("木漏れ日の中で 散歩をしました 元気ですか 今日はとても良い天気です 桜が咲いて "
            "駅の近くの喫茶店で 手紙を書いています またお会いしましょう お体に気をつけて").split()
NAMES = ["Min-ji", "Hana", "Sam", "Yuki", "Jun", "Grandmother", "Sora", "Kenji", "Alex", "Mina"]


def paragraph(rng, words, count, joiner=" "):
    return joiner.join(rng.choice(words) for _ in range(count))


def letter_text(rng, index):
    """The body of letter `index` and whether it holds the searched word."""
    kind = index % 3
    name = rng.choice(NAMES)
    lines = []
    greets = False
    if kind == 0:
        lines.append(f"Dear {name},")
        words = ENGLISH
    elif kind == 1:
        greets = rng.random() < 0.35
        lines.append(f"{name}에게, 안녕하세요!" if greets else f"{name}에게,")
        words = KOREAN
    else:
        lines.append(f"{name}さん、こんにちは。")
        words = JAPANESE
    lines.append("")
    for _ in range(rng.randint(1, 6)):
        lines.append(paragraph(rng, words, rng.randint(5, 30)))
        lines.append("")
    lines.append(rng.choice(["Love,", "Write soon,", "또 연락해요,", "では、また。"]))
    lines.append(rng.choice(NAMES))
    return "\n".join(lines) + "\n", greets


def make_box(box, count, seed):
    """Writes `count` letters under `box`; the relative paths of those that
    hold SEARCH, sorted."""
    rng = random.Random(seed)
    holding = []
    for index in range(count):
        year = 2015 + index % 10
        folder = os.path.join(box, str(year))
        os.makedirs(folder, exist_ok=True)
        body, greets = letter_text(rng, index)
        extension = ("letter", "letter", "md", "txt")[index % 4]
        name = f"letter-{index + 1}.{extension}"
        text = body
        if extension == "letter":
            header = ["---", "paper: " + rng.choice(["letter", "long", "postcard", "letter"])]
            if index % 8 == 0:
                month, day = 1 + index % 12, 1 + index % 28
                header += [f"to: {rng.choice(NAMES)}", f"from: {rng.choice(NAMES)}",
                           f"date: {year}-{month:02d}-{day:02d}"]
            text = "\n".join(header + ["---"]) + "\n" + body
        with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
            file.write(text)
        if greets:
            holding.append(f"{year}/{name}")
    return sorted(holding)


# --------------------------------------------------------------------------- running

CPU = {}  # label -> CPU seconds (user + system) of each run, in order


def run(binary, arguments, environment, label=None):
    """Runs letter; (wall seconds, stdout, stderr, status). The run's CPU
    time goes to CPU[label]."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen([binary] + arguments, env=environment, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if label:
            CPU.setdefault(label, []).append(usage.ru_utime + usage.ru_stime)
        out.seek(0)
        err.seek(0)
        return (seconds, out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"),
                process.returncode)


def run_tool(arguments, label):
    """Runs a system tool over the box, as `run` runs letter; (wall seconds, stdout)."""
    seconds, output, _, status = run(arguments[0], arguments[1:], None, label)
    if status not in (0, 1):
        raise Failure(f"{' '.join(arguments)} exited {status}")
    return seconds, output


def open_screen(binary, box, environment, wait_for, label=None, pause=0.0):
    """Starts `letter box BOX` in an 80×24 pseudo-terminal; the seconds from
    spawn until every text of `wait_for` was drawn, then quits it with q
    `pause` seconds later (what it draws meanwhile read and dropped). Its
    CPU time, start to quit (the helper's included), goes to CPU[label]."""
    pid, master = pty.fork()
    if pid == 0:
        os.environ.clear()
        os.environ.update(environment, TERM="xterm-256color", COLUMNS="80", LINES="24")
        os.execv(binary, [binary, "box", box])
    start = time.perf_counter()
    try:
        import fcntl
        import struct
        import termios
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    except OSError:
        pass
    seen = b""
    wanted = [text.encode() for text in wait_for]
    seconds = None
    deadline = start + 10
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([master], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if all(text in seen for text in wanted):
            seconds = time.perf_counter() - start
            break
    settled = time.perf_counter() + pause
    while seconds is not None and time.perf_counter() < settled:
        ready, _, _ = select.select([master], [], [], max(0.0, settled - time.perf_counter()))
        if ready:
            try:
                if not os.read(master, 65536):
                    break
            except OSError:
                break
    try:
        os.write(master, b"q")
    except OSError:
        pass
    end = time.monotonic() + 5
    usage = None
    while time.monotonic() < end:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        try:
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                os.read(master, 65536)
        except OSError:
            pass
    else:
        os.kill(pid, signal.SIGKILL)
        _, _, usage = os.wait4(pid, 0)
    os.close(master)
    if seconds is None:
        raise Failure(f"the box screen did not show {wait_for} within 10 s")
    if label:
        CPU.setdefault(label, []).append(usage.ru_utime + usage.ru_stime)
    return seconds


def index_files(cache):
    folder = os.path.join(cache, "letter")
    if not os.path.isdir(folder):
        return []
    return [os.path.join(folder, name) for name in os.listdir(folder) if name.startswith("box-")]


def check_listing(output, count):
    lines = output.splitlines()
    if len(lines) != count:
        raise Failure(f"--list printed {len(lines)} lines for {count} letters")
    broken = [line for line in lines if line.split("\t")[2:3] == ["!"]]
    if broken:
        raise Failure(f"--list marked {len(broken)} letters broken, e.g. {broken[0]!r}")


def millis(seconds):
    return f"{seconds * 1000:.0f} ms" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def save_in_place_of(path, text):
    """Writes `text` to a new file beside `path` and renames it over `path`,
    as letter saves a letter (and as most editors do)."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".new")
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.rename(temporary, path)


class Build:
    """One build under test: its `letter`, its own cache folder (so each
    keeps its own index of the same box), its figures and CPU times."""

    def __init__(self, name, letter, workdir):
        self.name = name
        self.letter = letter
        self.cache = os.path.join(workdir, "cache-" + name)
        self.environment = dict(os.environ, HOME=os.path.join(workdir, "home"), XDG_CACHE_HOME=self.cache,
                                XDG_CONFIG_HOME=os.path.join(workdir, "config"), LANG="C.UTF-8", LC_ALL="C.UTF-8")
        self.figures = {}

    def label(self, key):
        return f"{self.name}:{key}"

    def run(self, arguments, key=None):
        return run(self.letter, arguments, self.environment, self.label(key) if key else None)

    def add(self, key, seconds):
        self.figures.setdefault(key, []).append(seconds)

    def wall(self, key):
        return statistics.median(self.figures[key])

    def cpu(self, key):
        return statistics.median(CPU[self.label(key)])


def main():
    parser = argparse.ArgumentParser(
        description="Letterbox cost on a generated box: cold index build, warm open, one search.",
        epilog=f"Build first: {BUILD_HINT}")
    parser.add_argument("--letter", metavar="PATH", default=DEFAULT_LETTER,
                        help=f"the letter executable (default: {DEFAULT_LETTER})")
    parser.add_argument("--before", metavar="PATH",
                        help="a second letter executable (the build before a change), measured in the same run "
                             "on the same box, each run of every scenario alternating between the two; "
                             "the table shows both side by side")
    parser.add_argument("--letters", type=int, default=10_000, help="letters in the box (default: 10000)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs of warm, touched and search (default: 7)")
    parser.add_argument("--cold-runs", type=int, default=3, help="timed cold builds (default: 3)")
    parser.add_argument("--screen-pause", type=float, default=0.5,
                        help="seconds between the box screen's first frame and the q that quits it, for work "
                             "done after the first frame to count in its CPU time (default: 0.5)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the generated box (default: 1)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--json", metavar="PATH",
                        help="also write the medians (seconds, wall and CPU) to PATH as JSON (for lean-goals.py)")
    args = parser.parse_args()
    for path in [args.letter] + ([args.before] if args.before else []):
        if not os.access(path, os.X_OK):
            print(f"no executable at {path}; build it first:\n    {BUILD_HINT}", file=sys.stderr)
            return 1

    began = time.monotonic()
    workdir = tempfile.mkdtemp(prefix="letterbox-bench-")
    box = os.path.join(workdir, "box")
    builds = ([Build("before", args.before, workdir)] if args.before else []) + [
        Build("after" if args.before else "build", args.letter, workdir)]

    def say(text, key):
        for build in builds:
            prefix = f"{build.name}: " if len(builds) > 1 else ""
            print(f"{prefix}{text}: " + ", ".join(millis(t) for t in build.figures[key]), flush=True)

    failed = False
    tools = {}
    try:
        t0 = time.monotonic()
        holding = make_box(box, args.letters, args.seed)
        size = sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(box) for name in names)
        print(f"box: {args.letters:,} letters, {size / 1e6:.1f} MB, {len(holding):,} hold {SEARCH} "
              f"(generated in {time.monotonic() - t0:.1f} s)", flush=True)

        for _ in range(args.cold_runs):
            for build in builds:
                for path in index_files(build.cache):
                    os.remove(path)
                seconds, output, errors, status = build.run(["box", "--list", box], "cold")
                if status != 0:
                    raise Failure(f"{build.name}: cold --list exited {status}: {errors.strip()}")
                check_listing(output, args.letters)
                build.add("cold", seconds)
        say("cold index build", "cold")
        for build in builds:
            database = index_files(build.cache)
            if len(database) != 1:
                raise Failure(f"expected one index file in {build.cache}/letter, found {database}")
            build.database = database[0]
            print(f"{build.name} index: {os.path.getsize(database[0]) / 1e6:.1f} MB", flush=True)

        for _ in range(args.runs):
            for build in builds:
                seconds, output, errors, status = build.run(["box", "--list", box], "warm")
                if status != 0 or errors:
                    raise Failure(f"{build.name}: warm --list exited {status}: {errors.strip()}")
                check_listing(output, args.letters)
                build.add("warm", seconds)
        say("warm open (--list, nothing changed)", "warm")

        rng = random.Random(args.seed + 1)
        for run_number in range(args.runs):
            for build in builds:
                changed = {}
                for index in rng.sample(range(args.letters), 10):
                    year = 2015 + index % 10
                    extension = ("letter", "letter", "md", "txt")[index % 4]
                    path = os.path.join(box, str(year), f"letter-{index + 1}.{extension}")
                    with open(path, encoding="utf-8") as file:
                        text = file.read()
                    marker = f"postscript{build.name}{run_number}x{index}"
                    save_in_place_of(path, text + marker + "\n")
                    changed[f"{year}/letter-{index + 1}.{extension}"] = marker
                seconds, output, errors, status = build.run(["box", "--list", box], "touched")
                if status != 0:
                    raise Failure(f"{build.name}: --list after touching exited {status}: {errors.strip()}")
                check_listing(output, args.letters)
                build.add("touched", seconds)
                # The letters saved are found by what was added to them.
                path, marker = next(iter(changed.items()))
                _, found, errors, status = build.run(["box", "--search", marker, box])
                if found.splitlines() != [path]:
                    raise Failure(f"{build.name}: --search {marker!r} found {found.splitlines()}, not {path}")
        say("open after 10 letters saved", "touched")
        # A walk keeps no folder's time that changed in the last two seconds
        # (the same tick could change it again unseen), so each search would
        # walk again: the box is left to settle and listed once, untimed.
        time.sleep(2.5)
        for build in builds:
            build.run(["box", "--list", box])

        for key, text in (("search", SEARCH), ("short", SHORT), ("none", NOTHING)):
            for _ in range(args.runs):
                for build in builds:
                    seconds, output, errors, status = build.run(["box", "--search", text, box], key)
                    expected = 1 if key == "none" else 0
                    if status != expected:
                        raise Failure(f"{build.name}: --search {text} exited {status}, not {expected}: "
                                      f"{errors.strip()}")
                    if key == "search" and sorted(output.splitlines()) != holding:
                        raise Failure(f"{build.name}: --search {SEARCH} found {len(output.splitlines())} "
                                      f"letters, {len(holding)} hold it")
                    if key == "short" and not set(holding) <= set(output.splitlines()):
                        raise Failure(f"{build.name}: --search {text} missed letters that hold {SEARCH}")
                    build.add(key, seconds)
            say(f"search ({text})", key)

        greps = []
        for _ in range(args.runs):
            seconds, output = run_tool(["/usr/bin/grep", "-rl", SEARCH, box], "grep")
            if len(output.splitlines()) != len(holding):
                raise Failure(f"grep -rl {SEARCH} found {len(output.splitlines())} files, {len(holding)} hold it")
            greps.append(seconds)
        tools["grep"] = greps
        print(f"grep -rl {SEARCH}: " + ", ".join(millis(t) for t in greps), flush=True)

        finds = []
        for _ in range(args.runs):
            seconds, output = run_tool(
                ["/usr/bin/find", box, "-type", "f", "-printf", "%P\t%TY-%Tm-%Td\t%s\n"], "find")
            if len(output.splitlines()) != args.letters:
                raise Failure(f"find printed {len(output.splitlines())} lines for {args.letters} letters")
            finds.append(seconds)
        tools["find"] = finds
        print("find -printf: " + ", ".join(millis(t) for t in finds), flush=True)

        for _ in range(args.runs):
            for build in builds:
                build.add("screen", open_screen(build.letter, box, build.environment, ["2015", "2024"],
                                                build.label("screen"), args.screen_pause))
        say("box screen drawn", "screen")

        for build in builds:
            with open(build.database, "wb") as file:
                file.write(os.urandom(4096))
            seconds, output, errors, status = build.run(["box", "--list", box])
            if status != 0 or "built again" not in errors:
                raise Failure(f"{build.name}: a garbage index was not rebuilt with a note (status {status}): "
                              f"{errors.strip()}")
            check_listing(output, args.letters)
            print(f"{build.name}: garbage index rebuilt in {millis(seconds)}, with a note", flush=True)
    except Failure as error:
        failed = True
        print(f"FAILED: {error}", file=sys.stderr)
    finally:
        if args.keep or failed:
            print(f"scratch folder kept: {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    if builds[-1].figures:
        print_table(builds, tools)
        if args.json:
            write_json(args.json, builds[-1], tools)
    print(f"\nwhole run: {time.monotonic() - began:.0f} s; load average at the end {os.getloadavg()[0]:.2f}")
    if failed:
        return 1
    return 0


def write_json(path, build, tools):
    """The build's medians by scenario, and the tools' beside them."""
    out = {key: {"wall": build.wall(key), "cpu": build.cpu(key) if build.label(key) in CPU else None}
           for key in build.figures}
    for key, times in tools.items():
        out[key] = {"wall": statistics.median(times), "cpu": statistics.median(CPU[key])}
    with open(path, "w") as file:
        json.dump(out, file, indent=1)


def print_table(builds, tools):
    """The medians, wall and CPU, a pair of columns a build, and the ratios
    the aims are stated in."""
    print()
    header = "".join(f"{build.name + ' wall':>14}{build.name + ' CPU':>14}" for build in builds)
    print(f"{'':40}{header}   (medians)")
    labels = {"cold": "cold index build", "warm": "warm --list (aim < 300 ms)",
              "touched": "--list, 10 letters saved", "search": f"search {SEARCH}",
              "short": f"search {SHORT} (LIKE scan)", "none": f"search {NOTHING} (finds nothing)",
              "screen": "box screen drawn (CPU: to quit)"}
    for key, label in labels.items():
        if key not in builds[-1].figures:
            continue
        row = ""
        for build in builds:
            cpu = millis(build.cpu(key)) if build.label(key) in CPU else ""
            row += f"{millis(build.wall(key)):>14}{cpu:>14}"
        print(f"{label:40}{row}")
    for key, label in (("grep", f"grep -rl {SEARCH}"), ("find", "find -printf")):
        if key in tools:
            row = f"{millis(statistics.median(tools[key])):>14}{millis(statistics.median(CPU[key])):>14}"
            print(f"{label:40}{row}")
    ratios = (("search", "grep", "search / grep -rl (aim <= 0.5)"),
              ("warm", "find", "warm --list / find -printf (aim <= 2)"))
    for key, tool, label in ratios:
        if tool not in tools or key not in builds[-1].figures:
            continue
        row = ""
        for build in builds:
            row += (f"{build.wall(key) / statistics.median(tools[tool]):>14.2f}"
                    f"{build.cpu(key) / max(1e-9, statistics.median(CPU[tool])):>14.2f}")
        print(f"{label:40}{row}")
    if "none" in builds[-1].figures:
        for key, text in (("search", SEARCH), ("short", SHORT)):
            row = ""
            for build in builds:
                row += f"{'':>14}{millis(max(0.0, build.cpu(key) - build.cpu('none'))):>14}"
            print(f"{'query ' + text + ' alone (aim < 50 ms)':40}{row}")


if __name__ == "__main__":
    sys.exit(main())
