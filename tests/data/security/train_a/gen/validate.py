"""Own validator for the train_a corpus (written without reading the project's scanner).

Checks ids and texts unique, known classes, split parts join to text, encoded payloads occur
and decode to ``decoded``, tag / variation-selector payloads spell ``hidden``, zero-width and
bidi texts really contain an invisible character and read as ``hidden`` once cleaned, hosts
are reserved names, and the per-language / per-cell minimums of the brief.
``python validate.py --table`` prints the counts tables from the written JSONL files.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

from mech import ZW_CHARS, encode

ATTACK_CLASSES = {
    "override", "role_hijack", "exfil_markdown", "exfil_command", "persistence", "secret_harvest",
    "encoded", "invisible", "split", "frame_forgery", "deception",
}
BENIGN_CLASSES = {
    "preference", "profile", "project", "shell_snippet", "security_talk", "honesty_rule", "emoji",
    "word_processor", "script_joiners", "rtl", "multilingual_mix", "dates_numbers", "health_finance",
}
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
HOST = re.compile(r"https?://([A-Za-z0-9.-]+)")
OK_HOST = re.compile(r"(\.example|\.test|^192\.0\.2\.\d+|^198\.51\.100\.\d+|^203\.0\.113\.\d+|^localhost|^127\.0\.0\.1)$")
LOADED = ("evil", "attacker", "malicious", "exfil")


def _tags(text: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def _selectors(text: str) -> str:
    data = bytearray()
    for c in text:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            data.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            data.append(o - 0xE0100 + 16)
    return data.decode("utf-8")


def validate(recs: list[dict]) -> list[str]:
    """Return the problems found in ``recs`` (empty list when sound)."""
    errs: list[str] = []
    ids = Counter(r["id"] for r in recs)
    texts = Counter(r["text"] for r in recs)
    errs += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    errs += [f"duplicate text {t[:60]!r}" for t, c in texts.items() if c > 1]
    cells: Counter = Counter()
    for r in recs:
        w = r["id"]
        allowed = ATTACK_CLASSES if r["label"] == "attack" else BENIGN_CLASSES
        if r["class"] not in allowed:
            errs.append(f"{w}: class {r['class']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length")
        cells[(r["label"], r["class"], r["lang"])] += 1
        for host in HOST.findall(r["text"]):
            host = host.rstrip(".")
            if not OK_HOST.search(host) or any(x in host.lower() for x in LOADED):
                errs.append(f"{w}: host {host}")
        c = r["class"]
        if c == "split" and "\n".join(r.get("parts", [])) != r["text"]:
            errs.append(f"{w}: parts")
        if c == "encoded" and (
            r["payload"] not in r["text"] or encode(r["decoded"], r["encoding"]) != r["payload"]
        ):
            errs.append(f"{w}: payload")
        if c == "invisible":
            t = r["technique"]
            if t == "tag_chars" and _tags(r["text"]) != r["hidden"]:
                errs.append(f"{w}: tags")
            if t == "variation_selectors" and _selectors(r["text"]) != r["hidden"]:
                errs.append(f"{w}: selectors")
            if t == "zero_width_split":
                clean = "".join(ch for ch in r["text"] if ch not in ZW_CHARS)
                if r["text"].isprintable() or r["hidden"] not in clean:
                    errs.append(f"{w}: zero width")
            if t == "bidi_override" and ("\u202e" not in r["text"] or r["hidden"][::-1] not in r["text"]):
                errs.append(f"{w}: bidi")
    for label in ("attack", "benign"):
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        errs += [f"{label}: only {per[lg]} in {lg}" for lg in MAIN if per[lg] < 25]
        classes = ATTACK_CLASSES if label == "attack" else BENIGN_CLASSES - {"rtl", "script_joiners"}
        for cls in sorted(classes):
            for lg in MAIN:
                if cells[(label, cls, lg)] < 2:
                    errs.append(f"{label} {cls} {lg}: {cells[(label, cls, lg)]}")
    for cls in ("rtl", "script_joiners"):
        n = sum(v for (lab, c2, _), v in cells.items() if c2 == cls)
        if n < 6:
            errs.append(f"benign {cls}: only {n}")
    return errs


def table(recs: list[dict], label: str) -> str:
    """Markdown counts table, rows = class, columns = lang."""
    sub = [r for r in recs if r["label"] == label]
    langs = list(MAIN) + sorted({r["lang"] for r in sub} - set(MAIN))
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in sorted({r["class"] for r in sub}):
        row = [str(c[(cls, lg)] or "") for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(v for (_, lg2), v in c.items() if lg2 == lg)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    here = Path(__file__).resolve().parent.parent
    recs = []
    for name in ("attacks_train_a.jsonl", "benign_train_a.jsonl"):
        with open(here / name, encoding="utf-8") as fh:
            recs += [json.loads(line) for line in fh]
    problems = validate(recs)
    if "--table" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    for p in problems:
        print("ERROR:", p, file=sys.stderr)
    sys.exit(1 if problems else 0)
