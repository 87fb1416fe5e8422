"""Validate ../attacks.jsonl and ../benign.jsonl; ``--markdown`` prints the counts tables."""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import mech

ATTACK_CLASSES = ("override", "deception", "role_hijack", "frame_forgery", "persistence", "exfil_command",
                  "exfil_markdown", "secret_harvest", "encoded", "invisible", "split")
BENIGN_CLASSES = ("preference", "honesty_rule", "profile", "project", "shell_snippet", "security_talk",
                  "health_finance", "dates_numbers", "emoji", "word_processor", "multilingual_mix", "rtl",
                  "script_joiners")
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
KEYS = ("id", "label", "class", "lang", "split", "text")
INVISIBLE = set("\u200b\u200c\u200d\u2060\ufeff\u202e") | {chr(c) for c in range(0x206A, 0x2070)}


def load(folder: Path) -> list[dict]:
    """All records of both files."""
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(folder / name, encoding="utf-8") as fh:
            recs += [json.loads(line) for line in fh]
    return recs


def check(folder: Path) -> list[str]:
    """Problems found (empty list when the corpus is consistent)."""
    errs: list[str] = []
    recs = load(folder)
    ids, texts = Counter(r["id"] for r in recs), Counter(r["text"] for r in recs)
    errs += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    errs += [f"duplicate text {t[:60]!r}" for t, n in texts.items() if n > 1]
    cells = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for r in recs:
        w = r.get("id")
        if any(k not in r for k in KEYS) or r["split"] != "fresh2":
            errs.append(f"{w}: keys/split")
            continue
        allowed = ATTACK_CLASSES if r["label"] == "attack" else BENIGN_CLASSES
        if r["class"] not in allowed:
            errs.append(f"{w}: class {r['class']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length")
        if r["class"] == "split" and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{w}: parts do not join to text")
        if r["class"] == "encoded" and (
            r["payload"] not in r["text"] or mech.decode(r["encoding"], r["payload"]) != r["decoded"]
        ):
            errs.append(f"{w}: payload/decoded mismatch")
        if r["class"] == "invisible":
            t, h = r["technique"], r["hidden"]
            if t == "tag_chars" and mech.untag(r["text"]) != h:
                errs.append(f"{w}: tag chars do not spell hidden")
            elif t == "variation_selectors" and mech.unvs(r["text"]) != h:
                errs.append(f"{w}: variation selectors do not spell hidden")
            elif t == "zero_width_split":
                clean = "".join(c for c in r["text"] if c not in INVISIBLE)
                if h not in clean or clean == r["text"]:
                    errs.append(f"{w}: zero-width text does not hide {h!r}")
            elif t == "bidi_override" and ("\u202e" not in r["text"] or h[::-1] not in r["text"]):
                errs.append(f"{w}: bidi text does not hold reversed hidden")
    for lang in MAIN:
        for c in ATTACK_CLASSES:
            if cells[("attack", c, lang)] < 2:
                errs.append(f"attack {c}/{lang}: only {cells[('attack', c, lang)]}")
        for c in BENIGN_CLASSES[:-2]:
            if cells[("benign", c, lang)] < 2:
                errs.append(f"benign {c}/{lang}: only {cells[('benign', c, lang)]}")
    for c in ("rtl", "script_joiners"):
        n = sum(v for (lab, k, _), v in cells.items() if lab == "benign" and k == c)
        if n < 4:
            errs.append(f"benign {c}: only {n}")
    return errs


def table(recs: list[dict], label: str) -> str:
    """Markdown counts table (class x lang)."""
    sub = [r for r in recs if r["label"] == label]
    langs = list(MAIN) + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = ATTACK_CLASSES if label == "attack" else BENIGN_CLASSES
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)] or "") for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(c[(k, lg)] for k in classes)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    folder = HERE.parent
    if "--markdown" in sys.argv:
        recs = load(folder)
        print("### attack\n\n" + table(recs, "attack") + "\n\n### benign\n\n" + table(recs, "benign"))
    else:
        problems = check(folder)
        print("\n".join(problems) or "ok")
        raise SystemExit(1 if problems else 0)
