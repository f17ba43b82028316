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
  warm     `letter box --list BOX` again, nothing changed: the box walked
           (a listing per folder, a stat per letter), the stored times and
           sizes compared, every row read back and printed.
  touched  the same after 10 letters were rewritten (new bytes, new times):
           10 read again.
  search   `letter box --search 안녕하 BOX` on a warm index: the walk, then
           one FTS5 trigram query ranked by bm25.
  short    `letter box --search 안녕 BOX`: two characters, below what a
           trigram index finds, so a LIKE scan over every letter's text.
  none     `letter box --search 없없없 BOX`: a trigram query that finds
           nothing, the same start, walk and refresh. search − none and
           short − none are what the queries themselves cost: what one
           keystroke of search-as-you-type costs on a box already open.
  screen   `letter box BOX` in a pseudo-terminal (80×24) on a warm index:
           spawn to the first screen of the list drawn (the box's folders
           on it), then q.

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

Aims (issue #14): warm open under 0.3 s, a search under 50 ms.

Exit status: 0 when every check passed, 1 otherwise.
"""

import argparse
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


def open_screen(binary, box, environment, wait_for):
    """Starts `letter box BOX` in an 80×24 pseudo-terminal; the seconds from
    spawn until every text of `wait_for` was drawn, then quits it with q."""
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
    try:
        os.write(master, b"q")
    except OSError:
        pass
    end = time.monotonic() + 5
    while time.monotonic() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
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
        os.waitpid(pid, 0)
    os.close(master)
    if seconds is None:
        raise Failure(f"the box screen did not show {wait_for} within 10 s")
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


def main():
    parser = argparse.ArgumentParser(
        description="Letterbox cost on a generated box: cold index build, warm open, one search.",
        epilog=f"Build first: {BUILD_HINT}")
    parser.add_argument("--letter", metavar="PATH", default=DEFAULT_LETTER,
                        help=f"the letter executable (default: {DEFAULT_LETTER})")
    parser.add_argument("--letters", type=int, default=10_000, help="letters in the box (default: 10000)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs of warm, touched and search (default: 7)")
    parser.add_argument("--cold-runs", type=int, default=3, help="timed cold builds (default: 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the generated box (default: 1)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    args = parser.parse_args()
    if not os.access(args.letter, os.X_OK):
        print(f"no executable at {args.letter}; build it first:\n    {BUILD_HINT}", file=sys.stderr)
        return 1

    began = time.monotonic()
    workdir = tempfile.mkdtemp(prefix="letterbox-bench-")
    box = os.path.join(workdir, "box")
    cache = os.path.join(workdir, "cache")
    environment = dict(os.environ, HOME=os.path.join(workdir, "home"), XDG_CACHE_HOME=cache,
                       XDG_CONFIG_HOME=os.path.join(workdir, "config"), LANG="C.UTF-8", LC_ALL="C.UTF-8")
    failed = False
    figures = {}
    try:
        t0 = time.monotonic()
        holding = make_box(box, args.letters, args.seed)
        size = sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(box) for name in names)
        print(f"box: {args.letters:,} letters, {size / 1e6:.1f} MB, {len(holding):,} hold {SEARCH} "
              f"(generated in {time.monotonic() - t0:.1f} s)", flush=True)

        cold = []
        for _ in range(args.cold_runs):
            for path in index_files(cache):
                os.remove(path)
            seconds, output, errors, status = run(args.letter, ["box", "--list", box], environment, "cold")
            if status != 0:
                raise Failure(f"cold --list exited {status}: {errors.strip()}")
            check_listing(output, args.letters)
            cold.append(seconds)
        figures["cold"] = cold
        print("cold index build: " + ", ".join(millis(t) for t in cold), flush=True)
        database = index_files(cache)
        if len(database) != 1:
            raise Failure(f"expected one index file in {cache}/letter, found {database}")
        print(f"index: {os.path.getsize(database[0]) / 1e6:.1f} MB", flush=True)

        warm = []
        for _ in range(args.runs):
            seconds, output, errors, status = run(args.letter, ["box", "--list", box], environment, "warm")
            if status != 0 or errors:
                raise Failure(f"warm --list exited {status}: {errors.strip()}")
            check_listing(output, args.letters)
            warm.append(seconds)
        figures["warm"] = warm
        print("warm open (--list, nothing changed): " + ", ".join(millis(t) for t in warm), flush=True)

        touched = []
        rng = random.Random(args.seed + 1)
        for run_number in range(args.runs):
            for index in rng.sample(range(args.letters), 10):
                year = 2015 + index % 10
                extension = ("letter", "letter", "md", "txt")[index % 4]
                path = os.path.join(box, str(year), f"letter-{index + 1}.{extension}")
                with open(path, "a", encoding="utf-8") as file:
                    file.write(f"P.S. {run_number}\n")
            seconds, output, errors, status = run(args.letter, ["box", "--list", box], environment, "touched")
            if status != 0:
                raise Failure(f"--list after touching exited {status}: {errors.strip()}")
            check_listing(output, args.letters)
            touched.append(seconds)
        figures["touched"] = touched
        print("open after 10 letters changed: " + ", ".join(millis(t) for t in touched), flush=True)

        searches = []
        for _ in range(args.runs):
            seconds, output, errors, status = run(args.letter, ["box", "--search", SEARCH, box], environment, "search")
            if status != 0:
                raise Failure(f"--search exited {status}: {errors.strip()}")
            found = sorted(output.splitlines())
            if found != holding:
                raise Failure(f"--search {SEARCH} found {len(found)} letters, {len(holding)} hold it")
            searches.append(seconds)
        figures["search"] = searches
        print(f"search ({SEARCH}): " + ", ".join(millis(t) for t in searches), flush=True)

        for key, text in (("short", SHORT), ("none", NOTHING)):
            times = []
            for _ in range(args.runs):
                seconds, output, errors, status = run(args.letter, ["box", "--search", text, box], environment, key)
                expected = 1 if key == "none" else 0
                if status != expected:
                    raise Failure(f"--search {text} exited {status}, not {expected}: {errors.strip()}")
                if key == "short" and not set(holding) <= set(output.splitlines()):
                    raise Failure(f"--search {text} missed letters that hold {SEARCH}")
                times.append(seconds)
            figures[key] = times
            print(f"search ({text}): " + ", ".join(millis(t) for t in times), flush=True)

        greps = []
        for _ in range(args.runs):
            seconds, output = run_tool(["/usr/bin/grep", "-rl", SEARCH, box], "grep")
            if len(output.splitlines()) != len(holding):
                raise Failure(f"grep -rl {SEARCH} found {len(output.splitlines())} files, {len(holding)} hold it")
            greps.append(seconds)
        figures["grep"] = greps
        print(f"grep -rl {SEARCH}: " + ", ".join(millis(t) for t in greps), flush=True)

        finds = []
        for _ in range(args.runs):
            seconds, output = run_tool(
                ["/usr/bin/find", box, "-type", "f", "-printf", "%P\t%TY-%Tm-%Td\t%s\n"], "find")
            if len(output.splitlines()) != args.letters:
                raise Failure(f"find printed {len(output.splitlines())} lines for {args.letters} letters")
            finds.append(seconds)
        figures["find"] = finds
        print("find -printf: " + ", ".join(millis(t) for t in finds), flush=True)

        screens = []
        for _ in range(args.runs):
            screens.append(open_screen(args.letter, box, environment, ["2015", "2024"]))
        figures["screen"] = screens
        print("box screen drawn: " + ", ".join(millis(t) for t in screens), flush=True)

        with open(database[0], "wb") as file:
            file.write(os.urandom(4096))
        seconds, output, errors, status = run(args.letter, ["box", "--list", box], environment)
        if status != 0 or "built again" not in errors:
            raise Failure(f"a garbage index was not rebuilt with a note (status {status}): {errors.strip()}")
        check_listing(output, args.letters)
        print(f"garbage index rebuilt in {millis(seconds)}, with a note", flush=True)
    except Failure as error:
        failed = True
        print(f"FAILED: {error}", file=sys.stderr)
    finally:
        if args.keep or failed:
            print(f"scratch folder kept: {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    if figures:
        print()
        print(f"{'':36}{'wall':>10}{'CPU':>10}   (medians)")
        labels = {"cold": "cold index build", "warm": "warm open (aim < 300 ms)",
                  "touched": "open, 10 letters changed", "search": f"search {SEARCH}",
                  "short": f"search {SHORT} (LIKE scan)", "none": f"search {NOTHING} (finds nothing)",
                  "grep": f"grep -rl {SEARCH}", "find": "find -printf", "screen": "box screen drawn (aim < 50 ms)"}
        for key, label in labels.items():
            if key in figures:
                cpu = millis(statistics.median(CPU[key])) if key in CPU else ""
                print(f"{label:36}{millis(statistics.median(figures[key])):>10}{cpu:>10}")
        if "grep" in figures:
            print(f"{'search / grep -rl (aim <= 0.5)':36}"
                  f"{statistics.median(figures['search']) / statistics.median(figures['grep']):>10.2f}"
                  f"{statistics.median(CPU['search']) / max(1e-9, statistics.median(CPU['grep'])):>10.2f}")
        if "find" in figures:
            print(f"{'--list (warm) / find -printf (aim <= 2)':36}"
                  f"{statistics.median(figures['warm']) / statistics.median(figures['find']):>10.2f}"
                  f"{statistics.median(CPU['warm']) / max(1e-9, statistics.median(CPU['find'])):>10.2f}")
        if "none" in figures:
            base = statistics.median(CPU["none"])
            print(f"{'query ' + SEARCH + ' alone (aim < 50 ms)':36}{'':>10}"
                  f"{millis(max(0.0, statistics.median(CPU['search']) - base)):>10}")
            print(f"{'query ' + SHORT + ' alone (aim < 50 ms)':36}{'':>10}"
                  f"{millis(max(0.0, statistics.median(CPU['short']) - base)):>10}")
    print(f"\nwhole run: {time.monotonic() - began:.0f} s; load average at the end {os.getloadavg()[0]:.2f}")
    if failed:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
