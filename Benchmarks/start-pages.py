#!/usr/bin/env python3
"""What a start of `letter` keeps resident: the editor open on a new letter
(start-cost.py's run: an 80x24 pty, an empty configuration folder), its
memory read from /proc once the first screen is settled.

Printed: VmHWM and VmRSS; each mapping's Rss (smaps) of 64 KiB and up; the
pages of the program's own file that are resident (/proc/PID/pagemap), by
the section of the executable they fall in (`readelf -S`); and the pages
that hold its protocol conformance descriptors (the targets of the records
in `swift5_protocol_conformances`), resident or not. A conformance the
runtime has not cached is found by reading every one of those descriptors,
so a start that makes the runtime look one up holds all their pages, and
the kernel maps up to 16 pages around each page it faults in (a 64 KiB
window): the windows holding a descriptor are counted too.

    python3 Benchmarks/start-pages.py [--letter PATH]
"""
import argparse
import collections
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE = 4096
WINDOW = 16  # pages the kernel maps around a read fault on a file (fault_around_bytes 64 KiB)

spec = importlib.util.spec_from_file_location("start_cost", os.path.join(HERE, "start-cost.py"))
start = importlib.util.module_from_spec(spec)
spec.loader.exec_module(start)


def sections(binary):
    """(address, end, file offset, name) of each allocated section, by address."""
    listing = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    found = []
    for line in listing.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) < 7 or not fields[0].startswith("[") or fields[0] == "[Nr]":
            continue
        try:
            address, offset, size = int(fields[3], 16), int(fields[4], 16), int(fields[5], 16)
        except ValueError:
            continue
        if address:
            found.append((address, address + size, offset, fields[1]))
    return sorted(found)


def conformance_descriptors(binary, table):
    """Addresses of the descriptors the conformance records point at (each
    record a 32-bit offset from itself)."""
    records = [s for s in table if s[3] == "swift5_protocol_conformances"]
    if not records:
        return []
    address, end, offset, _ = records[0]
    with open(binary, "rb") as f:
        f.seek(offset)
        raw = f.read(end - address)
    return [address + i + struct.unpack_from("<i", raw, i)[0] for i in range(0, len(raw) - 3, 4)]


def resident_pages(pid, binary):
    """Page numbers of `binary`'s mappings present in the process."""
    pages = set()
    with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for line in maps:
            fields = line.split()
            if len(fields) < 6 or os.path.realpath(fields[5]) != binary:
                continue
            low, high = (int(x, 16) for x in fields[0].split("-"))
            pagemap.seek(low // PAGE * 8)
            raw = pagemap.read((high - low) // PAGE * 8)
            for k in range(len(raw) // 8):
                if struct.unpack_from("<Q", raw, k * 8)[0] >> 63:
                    pages.add(low // PAGE + k)
    return pages


def mappings(smaps):
    """(Rss in KiB, mapping line) of each mapping."""
    found, current = [], None
    for line in smaps.splitlines():
        if line.startswith("Rss:"):
            found.append((int(line.split()[1]), current))
        elif not line.split()[0].endswith(":"):
            current = line
    return found


def main():
    parser = argparse.ArgumentParser(description="Resident pages of a start of letter on a new letter.")
    parser.add_argument("--letter", metavar="PATH", default=start.keystroke.DEFAULT_LETTER)
    args = parser.parse_args()
    binary = os.path.realpath(args.letter)
    if not os.access(binary, os.X_OK):
        sys.exit(f"error: no letter executable at {binary}; build it with\n  {start.keystroke.BUILD_HINT}")
    table = sections(binary)
    descriptors = conformance_descriptors(binary, table)

    workdir = tempfile.mkdtemp(prefix="letter-pages-")
    os.makedirs(os.path.join(workdir, "config"))
    bench = start.Bench(types.SimpleNamespace(keys=0, seed=1, spell="off", quick=False), workdir)
    program = start.keystroke.Letter(binary)
    editor = bench.spawn(program, "new", bench.fresh_file(program, "new", ""))
    try:
        bench.open_letter(program, editor, "new")
        with open(f"/proc/{editor.pid}/status") as f:
            status = dict(line.split(":", 1) for line in f if ":" in line)
        with open(f"/proc/{editor.pid}/smaps") as f:
            smaps = f.read()
        resident = resident_pages(editor.pid, binary)
        program.finish(editor, save=False, slow=1)
    finally:
        editor.close()
        shutil.rmtree(workdir, ignore_errors=True)

    def mib(pages):
        return f"{pages * PAGE / 2**20:.2f} MiB"

    print(f"letter: {binary}")
    print(f"VmHWM {status['VmHWM'].strip()}, VmRSS {status['VmRSS'].strip()}, RssAnon {status['RssAnon'].strip()}")
    print("\nmappings of 64 KiB and more resident:")
    for rss, line in mappings(smaps):
        if rss >= 64:
            fields = line.split()
            print(f"  {rss:6} kB  {fields[1]}  {fields[5] if len(fields) > 5 else '[anonymous]'}")

    def section_of(page):
        for address, end, _, name in table:
            if address <= page * PAGE < end:
                return name
        return "(between sections)"

    print(f"\nthe program's file: {len(resident)} pages resident, {mib(len(resident))}")
    for name, count in collections.Counter(section_of(p) for p in resident).most_common():
        print(f"  {name:30} {count:5} pages  {mib(count)}")
    holding = {d // PAGE for d in descriptors}
    windows = {p // WINDOW for p in holding}
    around = {p for p in resident if p // WINDOW in windows}
    print(f"\nconformance descriptors: {len(descriptors)} on {len(holding)} pages, "
          f"{len(holding & resident)} of them resident")
    print(f"resident pages in the {len(windows)} 64 KiB windows holding a descriptor: "
          f"{len(around)}, {mib(len(around))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
