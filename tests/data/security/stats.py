"""Validate the security corpora and print counts per class x lang x split.

Usage: ``python tests/data/security/stats.py`` (exit 1 on any problem), or
``--markdown`` to print the README tables.

Checks: every line parses as JSON; required keys and values; ids and texts unique across all
four files; the label / split of each record matches its file; every (label, class, lang)
cell with two or more members appears in both splits; `split` records have text equal to
their parts joined by a newline; `encoded` payloads occur in the text and decode to the
claimed plaintext; `invisible` tag-character and variation-selector payloads decode to the
claimed hidden instruction.
"""

from __future__ import annotations

import base64
import codecs
import json
import sys
import urllib.parse
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
FILES = {
    "attacks_tune.jsonl": ("attack", "tune"),
    "attacks_holdout.jsonl": ("attack", "holdout"),
    "benign_tune.jsonl": ("benign", "tune"),
    "benign_holdout.jsonl": ("benign", "holdout"),
}
REQUIRED = ("id", "label", "class", "lang", "split", "text")
ATTACK_CLASSES = {
    "override", "role_hijack", "exfil_markdown", "exfil_command", "persistence", "secret_harvest",
    "encoded", "invisible", "split", "frame_forgery", "deception",
}
BENIGN_CLASSES = {
    "preference", "profile", "project", "shell_snippet", "security_talk", "honesty_rule", "emoji",
    "word_processor", "script_joiners", "rtl", "multilingual_mix", "dates_numbers", "health_finance",
}
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def load() -> list[dict]:
    """Read all four files; each record gets a ``_file`` key."""
    recs = []
    for name in FILES:
        with open(HERE / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                try:
                    r = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise SystemExit(f"{name}:{n}: not JSON: {exc}") from exc
                r["_file"] = name
                r["_line"] = n
                recs.append(r)
    return recs


def _decode(payload: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if encoding == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if encoding == "rot13":
        return codecs.decode(payload, "rot13")
    if encoding == "url":
        return urllib.parse.unquote(payload)
    raise ValueError(f"unknown encoding {encoding!r}")


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


def load_files(names: list[str]) -> list[dict]:
    """Read any corpus files (paths relative to this folder); each record gets ``_file`` and
    ``_line`` keys."""
    recs = []
    for name in names:
        with open(HERE / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def validate_records(recs: list[dict], split: str | None = None) -> list[str]:
    """Problems of the records themselves (any split): keys, classes, lengths, unique ids and
    texts, split parts, encoded payloads, hidden characters; ``split``: the value every record
    must carry."""
    errs: list[str] = []
    ids, texts = Counter(r.get("id") for r in recs), Counter(r.get("text") for r in recs)
    errs += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    errs += [f"duplicate text {t[:60]!r}" for t, c in texts.items() if c > 1]
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        missing = [k for k in REQUIRED if not isinstance(r.get(k), str) or not r.get(k)]
        if missing:
            errs.append(f"{where}: missing {missing}")
            continue
        if split is not None and r["split"] != split:
            errs.append(f"{where}: split {r['split']!r}, expected {split!r}")
        errs += _record_problems(r, where)
    return errs


def _record_problems(r: dict, where: str) -> list[str]:
    errs: list[str] = []
    allowed = ATTACK_CLASSES if r["label"] == "attack" else BENIGN_CLASSES
    if r["class"] not in allowed:
        errs.append(f"{where}: unknown class {r['class']!r}")
    if not 3 <= len(r["text"]) <= 2000:
        errs.append(f"{where}: length {len(r['text'])}")
    if r["class"] == "split":
        parts = r.get("parts")
        if not (isinstance(parts, list) and len(parts) == 2 and "\n".join(parts) == r["text"]):
            errs.append(f"{where}: split record needs parts joining to text")
    if r["class"] == "encoded":
        p = r.get("payload", "")
        if not p or p not in r["text"]:
            errs.append(f"{where}: payload not in text")
        else:
            try:
                ok = _decode(p, r["encoding"]) == r["decoded"]
            except (ValueError, KeyError, UnicodeDecodeError) as exc:
                ok = False
                errs.append(f"{where}: payload does not decode: {exc}")
            if not ok:
                errs.append(f"{where}: payload does not decode to 'decoded'")
    if r["class"] == "invisible":
        tech = r.get("technique")
        if tech == "tag_chars" and _tags(r["text"]) != r.get("hidden"):
            errs.append(f"{where}: tag characters do not spell 'hidden'")
        if tech == "variation_selectors" and _selectors(r["text"]) != r.get("hidden"):
            errs.append(f"{where}: variation selectors do not spell 'hidden'")
        if tech in ("zero_width_split", "bidi_override") and r["text"].isprintable():
            errs.append(f"{where}: no invisible character in text")
    return errs


def validate(recs: list[dict]) -> list[str]:
    """Return a list of problems of the tune / holdout corpora (empty when they are sound)."""
    errs = validate_records(recs)
    cells: dict[tuple, set] = defaultdict(set)
    sizes: Counter = Counter()
    for r in recs:
        if any(not isinstance(r.get(k), str) or not r.get(k) for k in REQUIRED):
            continue
        if (r["label"], r["split"]) != FILES[r["_file"]]:
            errs.append(f"{r['_file']}:{r['_line']}: label/split {r['label']}/{r['split']} in "
                        "wrong file")
        key = (r["label"], r["class"], r["lang"])
        cells[key].add(r["split"])
        sizes[key] += 1
    for key, splits in cells.items():
        if sizes[key] >= 2 and splits != {"tune", "holdout"}:
            errs.append(f"cell {key} ({sizes[key]} members) not in both splits")
    for label in ("attack", "benign"):
        per_lang = Counter(r["lang"] for r in recs if r["label"] == label)
        errs += [f"{label}: only {per_lang[lg]} in {lg}" for lg in MAIN_LANGS if per_lang[lg] < 40]
    return errs


def table(recs: list[dict], label: str) -> str:
    """Markdown table: rows = class, columns = lang, cells = tune/holdout."""
    sub = [r for r in recs if r["label"] == label]
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN_LANGS, MAIN_LANGS.index(x) if x in MAIN_LANGS else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"], r["split"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total (t/h) |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes + ["**total**"]:
        row = []
        for lg in langs:
            t = sum(v for (k, l2, s), v in c.items() if (cls == "**total**" or k == cls) and l2 == lg and s == "tune")
            h = sum(v for (k, l2, s), v in c.items() if (cls == "**total**" or k == cls) and l2 == lg and s == "holdout")
            row.append(f"{t}/{h}" if t or h else "")
        t = sum(v for (k, _l, s), v in c.items() if (cls == "**total**" or k == cls) and s == "tune")
        h = sum(v for (k, _l, s), v in c.items() if (cls == "**total**" or k == cls) and s == "holdout")
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {t + h} ({t}/{h}) |")
    return "\n".join(lines)


def main() -> int:
    recs = load()
    errs = validate(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label} (cells: tune/holdout)\n\n{table(recs, label)}\n")
    else:
        totals = Counter((r["label"], r["split"]) for r in recs)
        print(f"{len(recs)} records: " + ", ".join(f"{k[0]}/{k[1]}={v}" for k, v in sorted(totals.items())))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
