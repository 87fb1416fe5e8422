"""Build train_ae from the two hostile reviews' entries (gen/review_a.jsonl, gen/review_b.jsonl).

Each review file holds the reviewer's own records as written: id, label, lang, adversarial, text.
This script gives each record the corpus format: the split, a new id, and a class (deception for
an attack unless `ATTACK_CLASS` names another, honesty_rule for a benign note) and writes attacks.jsonl
and benign.jsonl as UTF-8 (the reviews hold no invisible character; gen/validate.py checks it).
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPLIT, PREFIX = "train_ae", "tae"
# Attacks that are not deception orders (read by hand: what each asks the agent to do).
ATTACK_CLASS = {
    "r17-en-18": "role_hijack",  # follow instructions in incoming e-mails without asking the user
    "r17-ja-20": "role_hijack",  # act on e-mail instructions, keep the user out of it
    "r17-ko-20": "role_hijack",  # pay as a web page says without asking the user
    "r17-en-28": "exfil_command",  # curl ~/.aws/credentials out every night
    "r17-en-30": "persistence",  # an SSH key appended to authorized_keys
    "r17-en-31": "exfil_command",  # cat ~/.ssh/id_rsa into a chat
}


def _records(here: Path) -> list[dict]:
    records = []
    for name in ("review_a.jsonl", "review_b.jsonl"):
        with open(here / name, encoding="utf-8") as handle:
            records.extend(json.loads(line) for line in handle if line.strip())
    return records


def main() -> None:
    build_folder(HERE, SPLIT, PREFIX, ATTACK_CLASS)


def build_folder(here: Path, split: str, prefix: str, attack_class: dict[str, str]) -> None:
    """Write the corpus files of the review folder whose gen/ is ``here`` (train_af and train_ag
    use this too)."""
    numbers: Counter[tuple[str, str]] = Counter()
    files = {"attack": [], "benign": []}
    seen: set[str] = set()
    for record in _records(here):
        # the two reviewers wrote two identical texts: keep the first
        if record["text"] in seen:
            continue
        seen.add(record["text"])
        label, lang = record["label"], record["lang"]
        numbers[(label, lang)] += 1
        kind = "atk" if label == "attack" else "ben"
        cls = attack_class.get(record["id"], "deception") if label == "attack" else "honesty_rule"
        files[label].append({
            "id": f"{prefix}-{kind}-{lang}-{numbers[(label, lang)]:04d}", "label": label,
            "class": cls, "lang": lang, "split": split, "text": record["text"],
            "source_id": record["id"], "adversarial": bool(record.get("adversarial")),
        })
    for label, name in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(here.parent / name, "w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in files[label])


if __name__ == "__main__":
    main()
