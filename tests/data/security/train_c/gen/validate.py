"""Validate the train_c JSONL files and print the class x lang counts (``--markdown``)."""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from hide import decode, untags, unvs

ATTACK = {"override", "role_hijack", "exfil_markdown", "exfil_command", "persistence", "secret_harvest",
          "encoded", "invisible", "split", "frame_forgery", "deception"}
BENIGN = {"preference", "profile", "project", "shell_snippet", "security_talk", "honesty_rule", "emoji",
          "word_processor", "script_joiners", "rtl", "multilingual_mix", "dates_numbers", "health_finance"}
INVIS = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", *map(chr, range(0x206A, 0x2070))}


def _hidden_ok(text: str, technique: str, hidden: str) -> bool:
    """True if ``text`` really hides ``hidden`` with ``technique``."""
    if technique == "tag_chars":
        return untags(text) == hidden
    if technique == "variation_selectors":
        return unvs(text) == hidden
    if technique == "zero_width_split":
        return any(c in INVIS for c in text) and "".join(c for c in text if c not in INVIS) == hidden
    return "\u202e" in text and hidden[::-1] in text


def main() -> int:
    """Return 1 if any record is malformed."""
    errs: list[str] = []
    recs = []
    for name, label in (("attacks_train_c.jsonl", "attack"), ("benign_train_c.jsonl", "benign")):
        for line in (HERE.parent / name).read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            recs.append(r)
            if r["label"] != label or r["split"] != "train_c":
                errs.append(f"{r['id']}: label/split")
            if r["class"] not in (ATTACK if label == "attack" else BENIGN):
                errs.append(f"{r['id']}: class {r['class']}")
            t = r["text"]
            if r["class"] == "split" and "\n".join(r["parts"]) != t:
                errs.append(f"{r['id']}: parts")
            if r["class"] == "encoded" and (r["payload"] not in t or decode(r["payload"], r["encoding"]) != r["decoded"]):
                errs.append(f"{r['id']}: payload")
            if r["class"] == "invisible":
                ok = _hidden_ok(t, r["technique"], r["hidden"])
                if not ok:
                    errs.append(f"{r['id']}: hidden")
    for key in ("id", "text"):
        dup = [k for k, v in Counter(r[key] for r in recs).items() if v > 1]
        errs += [f"duplicate {key}: {d[:60]!r}" for d in dup]
    for e in errs:
        print(e)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            langs = sorted({r["lang"] for r in sub}, key=lambda x: ("en zh ja ko ru es fr de".find(x) < 0, "en zh ja ko ru es fr de".find(x), x))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"\n### {label}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[cls, lg] or "") for lg in langs) + f" | {sum(c[cls, lg] for lg in langs)} |")
            print("| **total** | " + " | ".join(str(sum(v for (k, lg2), v in c.items() if lg2 == lg)) for lg in langs) + f" | {len(sub)} |")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
