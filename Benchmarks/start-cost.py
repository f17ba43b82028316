#!/usr/bin/env python3
"""What a start of `letter` costs: instructions, memory, time to ready, and
which libraries' code runs, on a new letter, a 5,000-line letter and the
same letter with every paragraph styled.

A sibling of keystroke-cost.py: it imports that script (its pty driver, its
`letter` program and its long letter), so the texts and the way the editor is
started, waited for and quit are the same there and here.

Scenarios (80x24 pty, TERM=xterm-256color, C.UTF-8, an empty configuration
folder: XDG_CONFIG_HOME points at a folder with nothing in it):

  new          a new letter on the default paper
  long         keystroke-cost.py's 5,047-line letter (`--paper manuscript`)
  styled-long  the same letter with every paragraph styled: its first word
               bold (`**word**`) and its last italic (`*word*`); the same
               characters on the page, so the same layout

What is measured, per scenario:

  start + quit   callgrind Ir of the editor started, waited for until its
                 first screen is settled (the rest of a long letter laid out),
                 then quit with Ctrl-Q; and of `letter render` on the file
                 (no terminal: reading and wrapping alone)
  VmHWM          /proc/PID/status of the editor once its first screen is
                 settled (no valgrind)
  ready          spawn to the last byte of the first settled screen, median
                 of several runs (no valgrind)

The ratio styled-long / long of each figure is the cost of ink at opening.

`--functions` also lists, for a start on a new letter, the functions that ran
from TOMLKit and toml++, Foundation (and CoreFoundation) and ICU, read from
`callgrind_annotate` of the start + quit run: with no settings file and no
paper of one's own there should be none. The release build keeps its symbols
(`--strip-debug` drops only the debug information), so the names are there.

    swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib -Xlinker --strip-debug -Xswiftc -Xfrontend -Xswiftc -function-sections
    python3 Benchmarks/start-cost.py
    python3 Benchmarks/start-cost.py --letter /path/to/letter --scenarios long,styled-long --functions
"""

import argparse
import json
import importlib.util
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


keystroke = _load("keystroke_cost", "keystroke-cost.py")
Failure = keystroke.Failure

SCENARIOS = ("new", "long", "styled-long")

# Function names (mangled or not) by the library they come from.
LIBRARIES = {
    "TOMLKit, toml++": re.compile(r"7TOMLKit|TOMLKit|_ZN4toml|toml::"),
    # CoreFoundation's C names (`__CFInitialize`, `CFArrayCreate`), not a
    # Swift symbol's hash that happens to hold "_CF3…".
    "Foundation": re.compile(r"10Foundation|19FoundationEssentials|26FoundationInternationalization|(?<![\w])_{0,2}CF[A-Z][a-z]\w*"),
    "ICU": re.compile(r"\bu_\w+|\bucol_|\bubrk_|\bunorm2?_|\budat_|\bucal_|icu_\d+|_ZN6icu_"),
}


def styled(text):
    """`text` with each non-empty line's first word bold and last word italic
    (a line of one word: bold only)."""
    out = []
    for line in text.split("\n"):
        words = line.split(" ")
        if line:
            words[0] = f"**{words[0]}**"
            if len(words) > 1:
                words[-1] = f"*{words[-1]}*"
        out.append(" ".join(words))
    return "\n".join(out)


class Bench(keystroke.Bench):
    """keystroke-cost.py's runs with an empty configuration folder."""

    def environment(self):
        environment = super().environment()
        environment["XDG_CONFIG_HOME"] = os.path.join(self.workdir, "config")
        return environment

    def start_text(self, scenario, long_text):
        return long_text if scenario != "new" else ""

    def high_water(self, program, scenario, text):
        """VmHWM in KiB once the first screen is settled."""
        path = self.fresh_file(program, scenario, text)
        editor = self.spawn(program, scenario, path)
        try:
            self.open_letter(program, editor, scenario)
            with open(f"/proc/{editor.pid}/status") as status:
                fields = dict(line.split(":", 1) for line in status if ":" in line)
            program.finish(editor, save=False, slow=1)
        except EOFError:
            raise Failure(f"{program.label} ({scenario}) ended early")
        finally:
            editor.close()
        return int(fields["VmHWM"].split()[0])

    def render_instructions(self, program, scenario, text):
        """callgrind Ir of `letter render FILE` (output to /dev/null)."""
        path = self.fresh_file(program, scenario, text)
        if scenario == "new":
            with open(path, "w") as file:
                file.write("")
        out = path + ".render.callgrind"
        argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", f"--log-file={out}.log",
                program.binary, "render", path, "--paper", "manuscript" if scenario != "new" else "letter"]
        done = subprocess.run(argv, env=self.environment(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if done.returncode != 0:
            raise Failure(f"letter render ({scenario}) failed: {done.stderr.decode(errors='replace')[-300:]}")
        return keystroke.read_callgrind_total(out)


def functions_run(callgrind_out):
    """The functions callgrind_annotate lists for a run, every one of them."""
    done = subprocess.run(["callgrind_annotate", "--threshold=100", "--inclusive=no", callgrind_out],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise Failure(f"callgrind_annotate failed: {done.stderr[-300:]}")
    names = []
    for line in done.stdout.splitlines():
        # "  1,234 (0.01%)  file:function [object]"
        match = re.match(r"\s*[\d,]+\s+(?:\([\d.]+%\)\s+)?(\S.*)$", line)
        if match and ":" in match.group(1):
            names.append(match.group(1))
    return names


def main():
    parser = argparse.ArgumentParser(description="What a start of letter costs: instructions, VmHWM, time to ready.")
    parser.add_argument("--letter", metavar="PATH", default=keystroke.DEFAULT_LETTER,
                        help=f"the letter executable (default: {keystroke.DEFAULT_LETTER})")
    parser.add_argument("--scenarios", default=",".join(SCENARIOS), help="comma-separated: " + ", ".join(SCENARIOS))
    parser.add_argument("--startup-runs", type=int, default=7, help="startups timed per scenario (default: 7)")
    parser.add_argument("--skip-callgrind", action="store_true", help="no valgrind runs")
    parser.add_argument("--functions", action="store_true",
                        help="list the TOMLKit, Foundation and ICU functions a new letter's start runs")
    parser.add_argument("--seed", type=int, default=1, help="seed of the long letter (default: 1)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--json", metavar="PATH", help="also write the figures to PATH as JSON (for lean-goals.py)")
    args = parser.parse_args()
    scenarios = [s.strip() for s in args.scenarios.split(",") if s.strip()]
    if not scenarios or any(s not in SCENARIOS for s in scenarios):
        sys.exit("error: --scenarios takes " + ", ".join(SCENARIOS))
    if not os.access(args.letter, os.X_OK):
        sys.exit(f"error: no letter executable at {args.letter}; build it with\n  {keystroke.BUILD_HINT}")
    use_callgrind = not args.skip_callgrind and shutil.which("valgrind") is not None

    program = keystroke.Letter(os.path.abspath(args.letter))
    long_text = keystroke.long_letter(keystroke.LONG_LINES, keystroke.LONG_WIDTH, args.seed)
    texts = {"new": "", "long": long_text, "styled-long": styled(long_text)}
    # keystroke-cost.py's Letter names its paper by scenario: "long" is the manuscript.
    as_scenario = {"new": "new", "long": "long", "styled-long": "long"}

    workdir = tempfile.mkdtemp(prefix="letter-start-")
    os.makedirs(os.path.join(workdir, "config"))
    bench = Bench(args, workdir)
    figures = {}
    print(f"letter: {program.binary}; {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}", flush=True)
    try:
        # The scenarios' starts take turns, one each a round, so a stretch
        # of load slows them alike and their ratio holds.
        times = {scenario: [] for scenario in scenarios}
        for _ in range(args.startup_runs):
            for scenario in scenarios:
                times[scenario].append(bench.startup_run(program, as_scenario[scenario], texts[scenario]))
        for scenario in scenarios:
            run_as, text = as_scenario[scenario], texts[scenario]
            figure = figures.setdefault(scenario, {})
            figure["hwm"] = bench.high_water(program, run_as, text)
            figure["ready"] = statistics.median(times[scenario])
            print(f"[{scenario}] VmHWM {figure['hwm'] / 1024:.1f} MiB; ready " +
                  ", ".join(keystroke.millis(t) for t in times[scenario]), flush=True)
            if use_callgrind:
                figure["quit"], _ = bench.callgrind_run(program, run_as, [], text)
                figure["render"] = bench.render_instructions(program, run_as, text)
                print(f"[{scenario}] start + quit {figure['quit']:,} Ir; render {figure['render']:,} Ir", flush=True)
        if args.functions and use_callgrind:
            path = bench.fresh_file(program, "new", "")
            out = os.path.join(os.path.dirname(path), "callgrind.out")
            editor = bench.spawn(program, "new", path, callgrind_out=out)
            try:
                bench.open_letter(program, editor, "new")
                program.finish(editor, save=False, slow=editor.slow)
            finally:
                editor.close()
            names = functions_run(out)
            print(f"\n### Functions run by a start on a new letter (of {len(names):,} in all)\n")
            for library, pattern in LIBRARIES.items():
                found = [name for name in names if pattern.search(name)]
                print(f"{library}: {len(found)}")
                for name in found[:10]:
                    print(f"    {name}")
    finally:
        if args.keep:
            print(f"scratch folder kept: {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    print("\n### Start\n")
    header = ["start"] + scenarios + (["styled-long / long"] if {"long", "styled-long"} <= set(scenarios) else [])
    rows = []
    measures = [("instructions, start + quit", "quit", keystroke.millions),
                ("instructions, `letter render`", "render", keystroke.millions),
                ("VmHWM", "hwm", lambda v: f"{v / 1024:.1f} MiB"),
                ("ready (median)", "ready", keystroke.millis)]
    for name, key, fmt in measures:
        values = [figures.get(s, {}).get(key) for s in scenarios]
        if all(v is None for v in values):
            continue
        row = [name] + [fmt(v) if v is not None else "–" for v in values]
        if len(header) > len(scenarios) + 1:
            row.append(keystroke.ratio(figures["styled-long"].get(key), figures["long"].get(key), places=2))
        rows.append(row)
    print(keystroke.markdown_table(header, rows))
    if args.json:
        with open(args.json, "w") as file:
            json.dump(figures, file, indent=1)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as error:
        print(f"FAILED: {error}", file=sys.stderr)
        sys.exit(1)
