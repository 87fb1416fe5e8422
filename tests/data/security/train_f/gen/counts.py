"""Print the class x lang count tables of the train_f files as markdown (for the README)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def table(path: Path) -> str:
    """Markdown table: rows = class, columns = lang, last column = total."""
    recs = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    langs = sorted({r["lang"] for r in recs}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    c = Counter((r["class"], r["lang"]) for r in recs)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in sorted({r["class"] for r in recs}):
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(v for (_k, lg2), v in c.items() if lg2 == lg)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(recs)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    for name in ("attacks_train_f.jsonl", "benign_train_f.jsonl"):
        print(f"### {name}\n\n{table(HERE.parent / name)}\n")
