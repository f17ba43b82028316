#!/usr/bin/env python3
"""How long `letter export --to pdf` takes on a 5,047-line letter.

The letter is the keystroke benchmark's long letter (keystroke-cost.py,
imported, not copied: paragraphs of English and Korean words, every line at
most 72 cells, seed 1), opened on the manuscript paper (10,000 lines of 72
cells), so the PDF runs to the page holding its last line. For scale, the
same letter through `letter render` (the lines as text) and `letter export
--to html` in the same run, and the same text through `paps | ps2pdf` (Pango
setting plain text into PostScript, Ghostscript making the PDF: the usual way
to print a text file as PDF) when both are installed (Debian: paps,
ghostscript).

Each command runs --runs times (default 5) with its output to a file in a
scratch folder; the figure is the median wall time. The PDF's pages and
size come from pdfinfo. With --callgrind, one run of each under valgrind
gives instruction counts too (slow: about a minute for the PDF).

Build first (the release build the other benchmarks use), with letter-print,
which draws the PDF beside the program:
  swift build -c release --product letter --scratch-path .build-bench --static-swift-stdlib -Xlinker --strip-debug -Xswiftc -Xfrontend -Xswiftc -function-sections
  swift build -c release --product letter-print --scratch-path .build-bench --static-swift-stdlib -Xlinker --strip-debug -Xswiftc -Xfrontend -Xswiftc -function-sections
"""

import argparse
import json
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
DEFAULT_LETTER = os.path.join(REPO, ".build-bench", "release", "letter")


def _load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


keystroke = _load("keystroke_cost", "keystroke-cost.py")


def timed(command, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit(f"error: {' '.join(command)} failed: {result.stderr.decode(errors='replace')}")
    return statistics.median(times)


def instructions(command, folder, name):
    out = os.path.join(folder, f"callgrind.{name}")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return keystroke.read_callgrind_total(out)


def main():
    parser = argparse.ArgumentParser(description="Export time of a 5,047-line letter to PDF.")
    parser.add_argument("--letter", default=DEFAULT_LETTER, help=f"the letter executable (default: {DEFAULT_LETTER})")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--callgrind", action="store_true", help="also count instructions, one run each")
    parser.add_argument("--json", metavar="PATH", help="also write the medians (seconds) to PATH as JSON")
    args = parser.parse_args()
    if not os.access(args.letter, os.X_OK):
        sys.exit(f"error: no letter executable at {args.letter}; build it with\n  {keystroke.BUILD_HINT}")
    with tempfile.TemporaryDirectory(prefix="letter-pdf-bench-") as folder:
        path = os.path.join(folder, "long.letter")
        with open(path, "w", encoding="utf-8") as file:
            file.write("---\npaper: manuscript\n---\n")
            file.write(keystroke.long_letter(keystroke.LONG_LINES, keystroke.LONG_WIDTH, 1))
        pdf = os.path.join(folder, "long.pdf")
        commands = {
            "render (text)": [args.letter, "render", path],
            "export --to html": [args.letter, "export", path, "--to", "html", "-o", os.path.join(folder, "long.html")],
            "export --to pdf": [args.letter, "export", path, "--to", "pdf", "-o", pdf],
        }
        if shutil.which("paps") and shutil.which("ps2pdf"):
            text = os.path.join(folder, "long.txt")
            subprocess.run([args.letter, "export", path, "--to", "txt", "-o", text], check=True)
            paps_pdf = os.path.join(folder, "long-paps.pdf")
            commands["paps | ps2pdf (the same text)"] = [
                "sh", "-c", f"paps --font='Monospace 10' '{text}' | ps2pdf - '{paps_pdf}'"]
        rows = []
        for name, command in commands.items():
            median = timed(command, args.runs)
            measured = args.callgrind and command[0] == args.letter
            count = instructions(command, folder, name.split()[-1]) if measured else None
            rows.append((name, median, count))
        info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
        pages = next((line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")), "?")
        size = os.path.getsize(pdf)
        print(f"A {keystroke.LONG_LINES:,}-line letter on the manuscript paper, median of {args.runs} runs:\n")
        print("| command | time | instructions |")
        print("|---|---|---|")
        for name, median, count in rows:
            shown = f"{count / 1e9:.2f} G" if count else "—"
            shown_name = name.replace("|", "\\|")  # a pipe inside a Markdown table's cell
            print(f"| {shown_name} | {median * 1000:.0f} ms | {shown} |")
        pdf_time = next(median for name, median, _ in rows if name == "export --to pdf")
        paps_time = next((median for name, median, _ in rows if name.startswith("paps")), None)
        if paps_time:
            print(f"\nexport --to pdf takes {pdf_time / paps_time:.2f}× the time of paps | ps2pdf.")
        if args.json:
            with open(args.json, "w") as file:
                json.dump({name: median for name, median, _ in rows}, file, indent=1)
        print(f"\nThe PDF: {pages} A4 pages, {size / 1e6:.1f} MB, "
              f"{pdf_time * 1000 / max(1, int(pages) if pages.isdigit() else 1):.1f} ms a page.")


if __name__ == "__main__":
    main()
