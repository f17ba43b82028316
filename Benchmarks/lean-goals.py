#!/usr/bin/env python3
"""Every goal of issue #24 ("lean") measured in one run, beside vim and nano,
and said met or not.

Runs its siblings one after another on the same build and reads the figures
they write (`--json`):
- keystroke-cost.py: per key, bytes, start + quit, ready, shared objects,
  memory, typing above pictures, paced typing (the idle update) with the
  spelling marks on, as the editor starts;
- keystroke-cost.py again, letter alone, paced with the marks off: the
  status update by itself (with the marks on a pause also spells the word
  just typed, which the goal does not count);
- start-cost.py: a styled 5,047-line letter beside the plain one;
- letterbox.py: a box of 10,000 letters beside grep and find;
- pdf-export.py: PDF export beside paps | ps2pdf.

"nano" in the goals is nano -S (nano as installed, reading its nanorc);
the figures of nano -I -S are in the first run's own tables.

Usage:
    python3 Benchmarks/lean-goals.py [--letter PATH] [--drop-caches] [--keep] [--quick]

About a quarter of an hour on two cores. Needs valgrind, vim and nano, and
paps and ps2pdf (ghostscript) for the PDF goal. Exit status 1 when a run
failed; the table says which goals are met.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_LETTER = os.path.join(HERE, "..", ".build-bench", "release", "letter")


def run(script, arguments, json_path):
    """Runs a sibling, its output passed through; its figures, or None when
    it failed."""
    command = [sys.executable, os.path.join(HERE, script), *arguments, "--json", json_path]
    print(f"\n$ {' '.join(command[1:])}", flush=True)
    status = subprocess.run(command).returncode
    if status != 0 or not os.path.exists(json_path):
        print(f"FAILED: {script} ended with status {status}", file=sys.stderr, flush=True)
        return None
    with open(json_path) as file:
        return json.load(file)


def dig(data, *keys):
    for key in keys:
        if not isinstance(data, dict) or key not in data or data[key] is None:
            return None
        data = data[key]
    return data


class Goals:
    def __init__(self):
        self.rows = []

    def add(self, area, goal, measured, met, shown):
        """`met` None: not measured."""
        self.rows.append((area, goal, shown if measured is not None else "not measured",
                          "–" if met is None else ("met" if met else "NOT MET")))

    def at_most(self, area, goal, value, limit, show):
        self.add(area, goal, value, None if value is None else value <= limit, show(value) if value is not None else "")

    def ratio(self, area, goal, mine, theirs, limit, show, peer):
        if mine is None or theirs is None or theirs == 0:
            self.add(area, goal, None, None, "")
            return
        value = mine / theirs
        self.add(area, goal, value, value <= limit, f"{show(mine)} / {show(theirs)} {peer} = {value:.2f}×")

    def print(self):
        print("\n### Issue #24's goals, one run\n")
        print("| | goal | measured | |")
        print("|---|---|---|---|")
        for area, goal, measured, met in self.rows:
            cells = (area, goal, measured, met)
            # A pipe inside a cell would end it.
            print("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
        counted = [row for row in self.rows if row[3] != "–"]
        met = sum(1 for row in counted if row[3] == "met")
        print(f"\n{met} of {len(counted)} measured goals met; {len(self.rows) - len(counted)} not measured.")


def main():
    parser = argparse.ArgumentParser(description="Every goal of issue #24 in one run, beside vim and nano.")
    parser.add_argument("--letter", metavar="PATH", default=DEFAULT_LETTER,
                        help=f"the letter executable (default: {DEFAULT_LETTER})")
    parser.add_argument("--keep", action="store_true", help="keep the figures' JSON files")
    parser.add_argument("--drop-caches", action="store_true",
                        help="empty the kernel's page cache first (root only): how the binary entered the cache "
                             "(read, or written by the linker or cp) decides the blocks a start maps, so memory "
                             "figures compare only from the same state")
    parser.add_argument("--quick", action="store_true",
                        help="fewer keys, startups and runs, and a box of 1,000 letters: to try the script, "
                             "not to judge the goals")
    args = parser.parse_args()
    letter = os.path.abspath(args.letter)
    if not os.access(letter, os.X_OK):
        sys.exit(f"error: no letter executable at {letter}; see Benchmarks/keystroke-cost.py --help")
    if args.drop_caches:
        os.sync()
        with open("/proc/sys/vm/drop_caches", "w") as caches:
            caches.write("3\n")
    folder = tempfile.mkdtemp(prefix="letter-goals-")
    given = ["--letter", letter]
    quick = ["--quick"] if args.quick else []
    # Fifteen starts a program (they take turns): a start's time moves by a
    # millisecond or two here, and the ready goals are ratios of medians.
    starts = [] if args.quick else ["--startup-runs", "15"]
    keys = run("keystroke-cost.py", given + quick + starts + ["--scenarios", "new,long,pictures,no-pictures,paced"],
               os.path.join(folder, "keystroke.json"))
    quiet = run("keystroke-cost.py", given + quick + ["--only", "letter", "--scenarios", "paced", "--spell", "off"],
                os.path.join(folder, "paced-marks-off.json"))
    start = run("start-cost.py", given + ["--scenarios", "long,styled-long", "--startup-runs", "3" if args.quick else "15"],
                os.path.join(folder, "start.json"))
    box = run("letterbox.py", given + (["--letters", "1000", "--runs", "3", "--cold-runs", "1"] if args.quick else []),
              os.path.join(folder, "letterbox.json"))
    pdf = run("pdf-export.py", given + ["--runs", "1" if args.quick else "3"], os.path.join(folder, "pdf.json"))

    goals = Goals()
    figure = lambda scenario, program, key: dig(keys, "figures", scenario, program, key)
    startup = lambda scenario, program: dig(keys, "startups", scenario, program)
    footprint = lambda scenario, key: dig(keys, "footprints", scenario, "letter", key)
    kilo = lambda v: f"{v / 1e3:.1f} K"
    mega = lambda v: f"{v / 1e6:.2f} M"
    ms = lambda v: f"{v * 1e3:.1f} ms"

    goals.at_most("start", "shared objects mapped, new letter ≤ 12", footprint("new", "objects"), 12,
                  lambda v: f"{v:.0f}")
    goals.ratio("start", "start + quit ≤ 2× nano's instructions", figure("new", "letter", "baseline"),
                figure("new", "nano-S", "baseline"), 2.0, mega, "nano -S")
    goals.ratio("start", "ready, new letter ≤ 1.3× nano", startup("new", "letter"), startup("new", "nano-S"), 1.3,
                ms, "nano -S")
    goals.ratio("start", "ready, 5,047-line letter ≤ 1.5× nano", startup("long", "letter"),
                startup("long", "nano-S"), 1.5, ms, "nano -S")
    goals.ratio("start", "styled 5,047-line letter ready ≤ 1.5× the plain", dig(start, "styled-long", "ready"),
                dig(start, "long", "ready"), 1.5, ms, "plain")
    for scenario, name in (("new", "new letter"), ("long", "5,047-line letter")):
        goals.ratio("per key", f"instructions, {name} ≤ vim's", figure(scenario, "letter", "instructions"),
                    figure(scenario, "vim", "instructions"), 1.0, kilo, "vim")
        goals.at_most("per key", f"bytes, {name} ≤ 20", figure(scenario, "letter", "bytes"), 20, lambda v: f"{v:.1f} B")
    goals.at_most("per key", "idle status update ≤ 30 K instructions (marks off)",
                  dig(quiet, "figures", "paced", "letter", "idle"), 30e3, kilo)
    goals.at_most("per key", "idle status update ≤ 30 bytes (marks off)",
                  dig(quiet, "figures", "paced", "letter", "idle_bytes"), 30, lambda v: f"{v:.1f} B")
    goals.ratio("pictures", "a key above three pictures ≤ 1.1× above blank lines",
                figure("pictures", "letter", "instructions"), figure("no-pictures", "letter", "instructions"), 1.1,
                kilo, "blank")
    goals.at_most("memory", "VmHWM once open, new letter ≤ 10 MiB", footprint("new", "hwm_kib"), 10 * 1024,
                  lambda v: f"{v / 1024:.1f} MiB")
    goals.at_most("memory", "VmHWM once open, 5,047-line letter ≤ 16 MiB", footprint("long", "hwm_kib"), 16 * 1024,
                  lambda v: f"{v / 1024:.1f} MiB")
    letters = "1,000 letters" if args.quick else "10,000 letters"
    goals.ratio("letterbox", f"{letters}: --search ≤ 0.5× grep -rl (wall)", dig(box, "search", "wall"),
                dig(box, "grep", "wall"), 0.5, ms, "grep -rl")
    goals.ratio("letterbox", f"{letters}: --list ≤ 2× find -printf (wall)", dig(box, "warm", "wall"),
                dig(box, "find", "wall"), 2.0, ms, "find")
    goals.at_most("letterbox", f"{letters}: box screen drawn ≤ 50 ms", dig(box, "screen", "wall"), 0.050, ms)
    paps = next((value for name, value in (pdf or {}).items() if name.startswith("paps")), None)
    goals.ratio("elsewhere", "PDF export ahead of paps | ps2pdf", dig(pdf, "export --to pdf"), paps, 1.0, ms,
                "paps | ps2pdf")
    goals.print()

    idle_marked = figure("paced", "letter", "idle")
    if idle_marked is not None:
        print(f"\nWith the spelling marks on (the editor's default), a pause costs {kilo(idle_marked)} and "
              f"{figure('paced', 'letter', 'idle_bytes'):.1f} B: the status update and the spelling of the word "
              f"just typed (letter-spell's answer, the marks drawn).")
    if args.keep:
        print(f"figures kept in {folder}")
    else:
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        os.rmdir(folder)
    return 0 if all(part is not None for part in (keys, quiet, start, box, pdf)) else 1


if __name__ == "__main__":
    sys.exit(main())
