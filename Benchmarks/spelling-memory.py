#!/usr/bin/env python3
"""Memory of the editor once spelling has checked a long Korean letter.

Opens a letter of LINES lines of Korean prose (a misspelt word now and then,
on the manuscript paper) in the given `letter` executable inside a private
tmux server, waits for the first screen, then for the idle spelling check to
finish (the editor's and, when there is one, `letter-spell`'s VmHWM steady
for three seconds), and prints both VmHWMs. The Korean dictionary is loaded
by the first Hangul word checked: in the editor before `letter-spell`, in the
helper since.

    python3 Benchmarks/spelling-memory.py .build-bench/release/letter [--lines 2000]
"""
import argparse
import os
import random
import shutil
import subprocess
import tempfile
import time

KOREAN = ("오늘은 정말 좋은 날이에요 가을 하늘이 높고 바람이 시원해요 어제는 친구와 함께 "
          "공원에 갔어요 커피를 마시면서 오랫동안 이야기했어요 다음 주에 만나요 건강하세요 "
          "편지를 쓰는 일은 즐거워요 하굑 날씨가 조아요").split()


def korean_letter(lines, seed=1):
    rng = random.Random(seed)
    out = []
    while len(out) < lines:
        out.append(" ".join(rng.choice(KOREAN) for _ in range(8)))
        if len(out) % 6 == 5 and len(out) < lines - 1:
            out.append("")
    return "---\npaper: manuscript\n---\n" + "\n".join(out[:lines]) + "\n"


def hwm_kib(pid):
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def children(pid):
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="utf-8") as f:
            return [int(p) for p in f.read().split()]
    except OSError:
        return []


def command_name(pid):
    try:
        with open(f"/proc/{pid}/comm", encoding="utf-8") as f:
            return f.read().strip()
    except OSError:
        return ""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("letter", help="the letter executable")
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="spelling-memory-")
    socket = f"spelling-memory-{os.getpid()}"
    try:
        with open(os.path.join(folder, "korean.letter"), "w", encoding="utf-8") as f:
            f.write(korean_letter(args.lines))
        environment = dict(os.environ, HOME=folder, XDG_CONFIG_HOME=os.path.join(folder, "config"),
                           XDG_DATA_HOME=os.path.join(folder, "data"), XDG_STATE_HOME=os.path.join(folder, "state"),
                           TERM="xterm-256color", LANG="C.UTF-8")
        subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-x", "80", "-y", "24", "-c", folder,
                        f"exec {os.path.abspath(args.letter)} korean.letter"], env=environment, check=True)
        pane = subprocess.run(["tmux", "-L", socket, "list-panes", "-F", "#{pane_pid}"], capture_output=True,
                              text=True, check=True).stdout.split()[0]
        editor = int(pane)
        start = time.monotonic()
        last, steady_since = None, time.monotonic()
        while time.monotonic() - start < args.timeout:
            helpers = [p for p in children(editor) if command_name(p) == "letter-spell"]
            now = (hwm_kib(editor), tuple(hwm_kib(p) for p in helpers))
            if now != last:
                last, steady_since = now, time.monotonic()
            elif time.monotonic() - steady_since >= 3 and time.monotonic() - start > 5:
                break
            time.sleep(0.2)
        editor_hwm, helper_hwms = last
        print(f"{args.letter}: {args.lines} Korean lines")
        print(f"  editor VmHWM after the idle check: {editor_hwm / 1024:.1f} MiB")
        for hwm in helper_hwms:
            print(f"  letter-spell VmHWM: {hwm / 1024:.1f} MiB")
        if not helper_hwms:
            print("  no letter-spell process")
        subprocess.run(["tmux", "-L", socket, "send-keys", "C-q"], check=False)
        time.sleep(0.5)
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True, check=False)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
