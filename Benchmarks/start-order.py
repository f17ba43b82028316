#!/usr/bin/env python3
"""Writes Scripts/letter-start.order: the functions of `letter` that a start
runs, in the order they first run, as the sections the linker is to place
first and together (gold's --section-ordering-file; Package.swift passes it
to a release link of `letter`).

Why: the release program is 80 MB (the Swift runtime and Foundation linked
in), and a start runs a few thousand of its functions scattered all over
it; each page of code touched is read in with its neighbours (the kernel
maps up to 16 pages around a fault), so a start held some 8 MiB of the
program's code resident. Placed together, the same functions take a few
hundred KiB. Only functions in sections of their own move: the standard
library's (mostly), and the program's modules', which a release build
compiles with -function-sections (Package.swift).

How: start-cost.py's runs (an empty configuration folder, an 80x24 pty) of
`letter` under callgrind, with names left mangled (VALGRIND_OPTS), on a new
letter and on the 5,047-line one, each quit with Ctrl-Q; every function
callgrind saw in the `letter` executable, in the order it first appears in
the output (new letter first).

A name the program no longer has is passed over by the linker, so an old
list costs nothing but the layout it no longer gives: run this again after
changes to what a start runs, on a release build. The build does not
know the list as an input of the link: remove the built `letter` for a
link by the new one.

    swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib -Xlinker --strip-debug
    python3 Benchmarks/start-order.py [--letter PATH] [--out Scripts/letter-start.order]
"""

import argparse
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

# "fn=(12) name", "cfn=(12) name", "fn=(12)" (a name given before), and the
# same for objects: "ob=(3) /path", "cob=(3)".
NAMED = re.compile(r"^(fn|cfn|ob|cob)=\((\d+)\)(?: (.*))?$")
# callgrind's mark of a function's cycle or recursion depth: `swift_once'2`.
RECURSION = re.compile(r"'\d+$")


class Bench(start_cost.Bench):
    """start-cost.py's runs, callgrind leaving the names mangled: the
    linker places sections, named after the mangled names."""

    def environment(self):
        environment = super().environment()
        environment["VALGRIND_OPTS"] = "--demangle=no"
        return environment


def functions_in(callgrind_out, executable):
    """The functions of `executable` in `callgrind_out`, in order of first appearance."""
    objects, functions = {}, {}
    current_object = called_object = None
    order, seen = [], set()
    with open(callgrind_out, encoding="utf-8", errors="replace") as f:
        for line in f:
            match = NAMED.match(line.rstrip("\n"))
            if not match:
                if line.startswith("calls="):
                    called_object = None  # a cob= holds for one call
                continue
            kind, number, name = match.groups()
            table = objects if kind in ("ob", "cob") else functions
            if name:
                table[number] = name
            name = table.get(number)
            if name and kind in ("fn", "cfn"):
                name = RECURSION.sub("", name)
            if kind == "ob":
                current_object = name
            elif kind == "cob":
                called_object = name
            else:
                in_object = current_object if kind == "fn" else (called_object or current_object)
                # "0x4b2c10" (no symbol), "(below main)": callgrind's, not sections.
                if in_object == executable and name and name not in seen and not name.startswith(("0x", "(")):
                    seen.add(name)
                    order.append(name)
    return order


def main():
    parser = argparse.ArgumentParser(description="Writes the order the linker places a start's functions in.")
    parser.add_argument("--letter", metavar="PATH", default=keystroke.DEFAULT_LETTER,
                        help=f"the letter executable (default: {keystroke.DEFAULT_LETTER})")
    parser.add_argument("--out", default=os.path.join(HERE, "..", "Scripts", "letter-start.order"),
                        help="the file to write (default: Scripts/letter-start.order)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the long letter (default: 1)")
    args = parser.parse_args()
    if not os.access(args.letter, os.X_OK):
        sys.exit(f"error: no letter executable at {args.letter}; build it with\n  {keystroke.BUILD_HINT}")
    if shutil.which("valgrind") is None:
        sys.exit("error: valgrind is needed (callgrind)")
    program = keystroke.Letter(os.path.realpath(args.letter))
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
            for name in functions_in(out, program.binary):
                if name not in seen:
                    seen.add(name)
                    names.append(name)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if not names:
        raise Failure(f"callgrind saw no function of {program.binary}")
    with open(args.out, "w", encoding="utf-8") as f:
        f.writelines(f".text.{name}\n" for name in names)
    print(f"{len(names):,} functions written to {os.path.normpath(args.out)}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as error:
        print(f"FAILED: {error}", file=sys.stderr)
        sys.exit(1)
