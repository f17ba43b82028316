#!/usr/bin/env python3
"""Writes a man page in a language other than English from the program's own
help in that language: `LANGUAGE=ko letter --experimental-dump-help` (JSON
on standard input) becomes docs/letter.ko.1 (roff on standard output).

The English page, docs/letter.1, is swift-argument-parser's generate-manual
output; that tool writes only ASCII (it drops every other character), so a
translated page is written here instead, with the same sections (NAME,
SYNOPSIS, DESCRIPTION, EXIT STATUS) and the same nesting: each command's
abstract, its discussion, then its arguments and its own commands. It is
written with man(7)'s macros, not mdoc(7)'s: groff's mdoc package expects
English section names and drops the page's header under any other.

The words of the page come from the dump, so they are the catalog's; only
the section names and the few words generate-manual itself supplies are
here, in WORDS, one table a language (a new language adds one).

Run by Scripts/generate-docs:
  man-from-help.py --language ko --date 2026-11-27 --version 0.18.0 \\
                   --fingerprint SHA256 < dump.json > docs/letter.ko.1
The page records the fingerprint (the SHA-256 of the dump) on its second
line; a test compares it, and this script's output, with the built program.
"""
import argparse
import json
import sys

WORDS = {
    "ko": {
        "name": "이름",
        "synopsis": "요약",
        "description": "설명",
        "exit status": "종료 상태",
        "manual": "letter 설명서",
        "subcommand": "명령",
        "exit": "{name}은(는) 성공하면 0으로, 오류가 나면 0보다 큰 값으로 끝납니다.",
        # swift-argument-parser's own options' help, which the dump gives in
        # English whatever the language (the program's --help translates it).
        "Show help information.": "도움말을 보여 줍니다.",
        "Show the version.": "버전을 보여 줍니다.",
    },
}


def escape(text):
    """Text as a roff text line's content: a backslash written as \\e, a
    hyphen as \\- (so an option copied from the page is typed right), and a
    line that would start with a dot, an apostrophe or a blank made safe."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    if text[:1] in (".", "'", " "):
        text = "\\&" + text
    return text


def bold(text):
    return "\\fB" + escape(text) + "\\fR"


def italic(text):
    return "\\fI" + escape(text) + "\\fR"


def text_lines(text):
    """A help text as roff lines: each line of it a text line (filled
    together, as on the English page), a blank line a paragraph break."""
    lines = []
    for line in text.split("\n"):
        if line.strip():
            lines.append(escape(line.strip()))
        elif lines and lines[-1] != ".IP":
            lines.append(".IP")
    while lines and lines[-1] == ".IP":
        lines.pop()
    return lines


def value_name(argument):
    name = argument.get("valueName") or ""
    if argument.get("isRepeating"):
        name += "..."
    return name


def name_text(name):
    """An option's name as typed: --long, -s, -long."""
    if name["kind"] == "long":
        return "--" + name["name"]
    if name["kind"] == "short":
        return "-" + name["name"]
    return "-" + name["name"]


def argument_title(argument):
    """The title of an argument's item, as generate-manual gives it: short
    names first, then long, between commas, then the value's name."""
    if argument["kind"] == "positional":
        return italic(value_name(argument))
    names = argument.get("names") or []
    ordered = [n for n in names if n["kind"] == "short"] + [n for n in names if n["kind"] != "short"]
    title = ", ".join(bold(name_text(n)) for n in ordered)
    if argument["kind"] == "option":
        title += " " + italic(value_name(argument))
    return title


def synopsis_item(argument):
    if argument["kind"] == "positional":
        item = italic(value_name(argument))
    else:
        names = argument.get("names") or []
        preferred = next((n for n in names if n["kind"] != "short"), names[0] if names else None)
        item = bold(name_text(preferred)) if preferred else ""
        if argument["kind"] == "option":
            item += " " + italic(value_name(argument))
    return "[" + item + "]" if argument.get("isOptional") else item


def describe(command, root, lines, words):
    """A command's description: its abstract and discussion (not the
    root's abstract, which is the page's NAME), then an item for each
    argument shown in help and each of its commands, nested."""
    if not root and command.get("abstract"):
        lines += text_lines(command["abstract"])
    if not root and command.get("abstract") and command.get("discussion"):
        lines.append(".IP")
    if command.get("discussion"):
        lines += text_lines(command["discussion"])
    items = []
    for argument in command.get("arguments") or []:
        if not argument.get("shouldDisplay"):
            continue
        body = []
        if argument.get("abstract"):
            body += text_lines(words.get(argument["abstract"], argument["abstract"]))
        if argument.get("abstract") and argument.get("discussion"):
            body.append(".IP")
        if argument.get("discussion"):
            body += text_lines(argument["discussion"])
        values = argument.get("allValueDescriptions") or {}
        for value in argument.get("allValueStrings") or []:
            if value in values:
                body += [".br", italic(value) + " \\(em " + escape(values[value])]
        items.append((argument_title(argument), body))
    for subcommand in command.get("subcommands") or []:
        label = ", ".join([subcommand["commandName"]] + (subcommand.get("aliases") or []))
        body = []
        describe(subcommand, False, body, words)
        items.append((italic(label), body))
    if not items:
        return
    nested = not root
    if nested:
        lines.append(".RS")
    for title, body in items:
        lines += [".TP", title] + body
    if nested:
        lines.append(".RE")


def page(dump, language, date, version, fingerprint):
    words = WORDS[language]
    command = dump["command"]
    name = command["commandName"]
    lines = [
        '.\\" Written by Scripts/man-from-help.py from `letter --experimental-dump-help` (LANGUAGE=%s)' % language,
        '.\\" letter --experimental-dump-help sha256 %s' % fingerprint,
        '.TH %s 1 %s "%s %s" "%s"' % (name.upper(), date, name, version, words["manual"]),
        # Lines left-aligned and never hyphenated: Hangul words are not
        # hyphenated, and an option broken in two could not be copied.
        ".ad l",
        ".nh",
        ".SH " + words["name"],
        escape(name) + (" \\- " + escape(command["abstract"].replace("\n", " ")) if command.get("abstract") else ""),
        ".SH " + words["synopsis"],
    ]
    synopsis = [bold(name)]
    if command.get("subcommands"):
        subcommand = italic(words["subcommand"])
        synopsis.append("[" + subcommand + "]" if command.get("defaultSubcommand") else subcommand)
    synopsis += [synopsis_item(a) for a in command.get("arguments") or [] if a.get("shouldDisplay")]
    lines.append(" ".join(synopsis))
    lines.append(".SH " + words["description"])
    describe(command, True, lines, words)
    lines += [".SH " + words["exit status"], escape(words["exit"].format(name=name))]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--language", required=True, choices=sorted(WORDS))
    parser.add_argument("--date", required=True, help="the page's date, YYYY-MM-DD")
    parser.add_argument("--version", required=True)
    parser.add_argument("--fingerprint", required=True, help="the SHA-256 of the dump")
    options = parser.parse_args()
    dump = json.load(sys.stdin)
    sys.stdout.write(page(dump, options.language, options.date, options.version, options.fingerprint))


if __name__ == "__main__":
    main()
