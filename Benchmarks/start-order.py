#!/usr/bin/env python3
"""Writes Scripts/letter-start.order: the sections of `letter`'s code that a
start runs, in the order they first run, for the linker to place first and
together (gold's --section-ordering-file; Package.swift passes it to a
release link of `letter`).

Why: the release program is 80 MB (the Swift runtime and Foundation linked
in), and a start runs a few thousand of its functions scattered all over
it; each page of code touched is mapped with its neighbours (the kernel
maps 64 to 128 KiB around a fault, a whole large folio of the page cache),
so a start held some 8 MiB of the program's code resident. Placed
together, the same functions take a few hundred KiB. Only code in sections
of its own moves: a release build compiles the program's modules and its
package dependencies a function to a section (Package.swift, and the
`-function-sections` of the build command below); the prebuilt standard
library, Foundation and the C libraries keep what they were built with.

How: start-cost.py's runs (an empty configuration folder, an 80x24 pty) of
`letter` under callgrind, with every instruction's address recorded, on a
new letter and on the 5,047-line one, each quit with Ctrl-Q. Each address
run in the `letter` executable is looked up in the linker's map of the same
build (`-Map`), which names the input section that holds it: its name, not
callgrind's name for the function, is what the linker orders, and the two
differ for functions folded into one (`…Tm`), for an alias and for the
compiler's unnamed helpers (`.text..L__unnamed_2`). A section named as the
whole code of an object (`.text`) is left out: the pattern would move
every such object. A name many objects share (`.text.startup`, the static
initializers, all run at start; `.text..L__unnamed_N`, a few bytes each)
moves all of them, which costs a few KiB.

A name the program no longer has is passed over by the linker, so an old
list costs nothing but the layout it no longer gives: run this again after
changes to what a start runs, on a release build linked with a map. The
build does not know the list as an input of the link: remove the built
`letter` for a link by the new one.

    swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib \\
        -Xlinker --strip-debug -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker -Map=/tmp/letter.map
    python3 Benchmarks/start-order.py --map /tmp/letter.map [--letter PATH] [--out Scripts/letter-start.order]
"""

import argparse
import bisect
import importlib.util
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


start_cost = _load("start_cost", "start-cost.py")
keystroke = start_cost.keystroke
Failure = keystroke.Failure

# "ob=(3) /path" and "cob=(3)": the object of the functions that follow (or
# of one call).
OBJECT = re.compile(r"^(ob|cob)=\((\d+)\)(?: (.*))?$")
# A cost line's instruction address with --dump-instr=yes: absolute
# ("0x4b2c10"), relative to the one before ("+12", "-8") or the same ("*").
ADDRESS = re.compile(r"^(0x[0-9a-fA-F]+|[+-]\d+|\*)\s")
# A section of the map: its name, alone on its line when long, then its
# address, size and object ("0x4b2c10 0x1a2 /path/File.swift.o").
MAP_SECTION = re.compile(r"^ (\.text\S*)(?:\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+)\s+(\S.*))?$")
MAP_PLACE = re.compile(r"^\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+)\s+(\S.*)$")


class Bench(start_cost.Bench):
    """start-cost.py's runs, callgrind recording each instruction's address."""

    def environment(self):
        environment = super().environment()
        environment["VALGRIND_OPTS"] = "--dump-instr=yes"
        return environment


class CodeMap:
    """The input sections of code in a linker map (gold's or GNU ld's -Map):
    where each begins, its size and its name."""

    def __init__(self, path):
        sections = []
        pending = None
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                line = line.rstrip("\n")
                match = MAP_SECTION.match(line)
                if match:
                    name, address, size, _ = match.groups()
                    if address:
                        sections.append((int(address, 16), int(size, 16), name))
                        pending = None
                    else:
                        pending = name
                    continue
                if pending:
                    place = MAP_PLACE.match(line)
                    if place and not place.group(3).startswith(("$", "_")) and "/" in place.group(3):
                        sections.append((int(place.group(1), 16), int(place.group(2), 16), pending))
                    pending = None
        sections.sort()
        self.starts = [start for start, _, _ in sections]
        self.sections = sections

    def section(self, address):
        """The name of the input section holding `address`, or None."""
        index = bisect.bisect_right(self.starts, address) - 1
        if index < 0:
            return None
        start, size, name = self.sections[index]
        return name if start <= address < start + size else None


def sections_in(callgrind_out, executable, code_map):
    """The sections of `executable` whose instructions `callgrind_out`
    counts, in order of first appearance; a whole object's `.text` left out."""
    objects = {}
    current_object = None
    address = 0
    order, seen = [], set()
    with open(callgrind_out, encoding="utf-8", errors="replace") as f:
        for line in f:
            match = OBJECT.match(line)
            if match:
                kind, number, name = match.groups()
                if name:
                    objects[number] = name
                if kind == "ob":
                    current_object = objects.get(number)
                continue
            match = ADDRESS.match(line)
            if not match:
                continue
            token = match.group(1)
            if token.startswith("0x"):
                address = int(token, 16)
            elif token != "*":
                address += int(token)
            # A call line's address is the caller's, in the current object.
            if current_object != executable:
                continue
            name = code_map.section(address)
            if name and name != ".text" and name not in seen:
                seen.add(name)
                order.append(name)
    return order


def main():
    parser = argparse.ArgumentParser(description="Writes the order the linker places a start's functions in.")
    parser.add_argument("--letter", metavar="PATH", default=keystroke.DEFAULT_LETTER,
                        help=f"the letter executable (default: {keystroke.DEFAULT_LETTER})")
    parser.add_argument("--out", default=os.path.join(HERE, "..", "Scripts", "letter-start.order"),
                        help="the file to write (default: Scripts/letter-start.order)")
    parser.add_argument("--map", required=True, metavar="PATH",
                        help="the linker map of the same build (-Xlinker -Map=PATH)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the long letter (default: 1)")
    args = parser.parse_args()
    if not os.access(args.letter, os.X_OK):
        sys.exit(f"error: no letter executable at {args.letter}; build it with\n  {keystroke.BUILD_HINT}")
    if shutil.which("valgrind") is None:
        sys.exit("error: valgrind is needed (callgrind)")
    program = keystroke.Letter(os.path.realpath(args.letter))
    code_map = CodeMap(args.map)
    if not code_map.sections:
        sys.exit(f"error: no sections of code in the map {args.map}")
    long_text = keystroke.long_letter(keystroke.LONG_LINES, keystroke.LONG_WIDTH, args.seed)
    workdir = tempfile.mkdtemp(prefix="letter-order-")
    os.makedirs(os.path.join(workdir, "config"))
    bench = Bench(args, workdir)
    names, seen = [], set()
    try:
        for scenario, text in (("new", ""), ("long", long_text)):
            path = bench.fresh_file(program, scenario, text)
            out = os.path.join(os.path.dirname(path), f"callgrind.{scenario}.out")
            editor = bench.spawn(program, scenario, path, callgrind_out=out)
            try:
                bench.open_letter(program, editor, scenario)
                program.finish(editor, save=False, slow=editor.slow)
            finally:
                editor.close()
            for name in sections_in(out, program.binary, code_map):
                if name not in seen:
                    seen.add(name)
                    names.append(name)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if not names:
        raise Failure(f"callgrind saw no section of {program.binary} in the map")
    with open(args.out, "w", encoding="utf-8") as f:
        f.writelines(f"{name}\n" for name in names)
    print(f"{len(names):,} sections written to {os.path.normpath(args.out)}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as error:
        print(f"FAILED: {error}", file=sys.stderr)
        sys.exit(1)
